// English text of the scene editor (merged into en.ts under `sceneEditor`).
export const sceneEditorEn = {
  title: "Scene editor",
} as const;
