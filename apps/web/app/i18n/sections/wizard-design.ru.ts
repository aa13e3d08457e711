import type { Widen } from "../widen";
import type { wizardDesignEn } from "./wizard-design.en";

// Russian text of the wizard's design step (merged into ru.ts under `wizardDesign`).
export const wizardDesignRu: Widen<typeof wizardDesignEn> = {
  title: "Шаг дизайна открытки",
};
