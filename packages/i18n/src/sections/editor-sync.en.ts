// English text of drafts, conflicts and presence in the AR editor (merged into en.ts under `editorSync`).
export const editorSyncEn = {
  save: {
    idle: "All changes saved",
    saving: "Saving…",
    saved: "Saved",
    error: "Not saved — retrying",
    conflict: "Not saved — conflict",
    hint: "Edits are saved as a draft automatically. Publish to show them on phones.",
  },
  presence: {
    label: "Also editing",
    you: "You, in another tab",
    tabs: "{{count}} tabs",
  },
  conflict: {
    title: "Someone else saved this scene",
    text: "“{{scene}}” was saved in another tab or by another person after you began this edit. Your change was not saved, and nothing was overwritten.",
    changes: "What is different",
    onlyMine: "Only in your version",
    onlyTheirs: "Only in the saved version",
    changed: "Changed in both",
    none: "The objects are the same; only their order or settings differ.",
    reload: "Reload theirs",
    reloadHint: "Your unsaved change is dropped; the saved scene opens.",
    keepCopy: "Keep mine as a copy",
    keepCopyHint: "Your version becomes a new scene beside theirs; both are kept.",
    copyName: "{{name}} (my copy)",
    failed: "That did not work. Check the connection and try again.",
  },
};
