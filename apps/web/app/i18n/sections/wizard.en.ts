// English text of the card wizard (merged into en.ts under `wizard`).
export const wizardEn = {
  title: "Card wizard",
} as const;
