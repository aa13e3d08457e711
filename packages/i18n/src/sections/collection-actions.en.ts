// English text of the collections list's restore and duplicate actions (issue 23, merged into
// en.ts under `collectionActions`).
export const collectionActionsEn = {
  restore: "Restore",
  restoreLabel: "Restore from the archive: {{date}}",
  restored: "The collection is back among the current ones.",
  restoreFailed: "Could not restore the collection. Try again.",
  duplicate: "Duplicate",
  duplicateLabel: "Duplicate the design and settings: {{date}}",
  duplicated:
    "A copy with the same design and settings was made (no orders or cards). It is at the top of the current collections.",
  openCopy: "Open the copy",
  duplicateFailed: "Could not duplicate the collection. Try again.",
  tooMany: "Too many copies in a short time. Try again later.",
};
