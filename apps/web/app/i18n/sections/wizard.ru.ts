import type { Widen } from "../widen";
import type { wizardEn } from "./wizard.en";

// Russian text of the card wizard (merged into ru.ts under `wizard`).
export const wizardRu: Widen<typeof wizardEn> = {
  title: "Мастер открыток",
};
