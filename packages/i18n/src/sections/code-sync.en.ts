// English text of a code project's conflict dialog (merged into en.ts under `codeSync`).
export const codeSyncEn = {
  conflict: {
    title: "Someone else saved this code",
    text: "The code was saved in another tab or by another person after you began this edit. Your change was not saved, and nothing was overwritten.",
    summary: "Lines only in yours: {{mine}}; only in theirs: {{theirs}}",
    theirs: "Saved version (theirs)",
    mine: "Your version (not saved)",
    reload: "Reload theirs",
    reloadHint: "Your unsaved change is dropped; the saved code opens.",
    copyMine: "Copy mine, then reload",
    copyMineHint: "Your code goes to the clipboard, then the saved code opens: paste what you need back in.",
    copyFailed: "The clipboard refused the copy. Select your version above and copy it by hand, then reload theirs.",
    failed: "That did not work. Check the connection and try again.",
  },
};
