// Icons of the design step the UI kit does not have, drawn like the kit's (24 px grid, stroke).
import { icon } from "../../ui/icons";

export const CropIcon = icon(<path d="M6 2v14a2 2 0 0 0 2 2h14M18 22V8a2 2 0 0 0-2-2H2" />);
