// English text of the wizard's design step (merged into en.ts under `wizardDesign`).
export const wizardDesignEn = {
  title: "Card design step",
} as const;
