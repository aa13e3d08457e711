// English text of the code editor (merged into en.ts under `codeEditor`).
export const codeEditorEn = {
  title: "Code editor",
} as const;
