// English text of replacing a project asset's file (merged into en.ts under `assetReplace`).
export const assetReplaceEn = {
  replace: "Replace",
  replaceNamed: "Replace the file of {{name}}",
  processing: "The file is still being processed: replace it once that has finished.",
  stale: "Someone replaced this file meanwhile. Try again.",
};
