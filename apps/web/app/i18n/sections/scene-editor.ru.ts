import type { Widen } from "../widen";
import type { sceneEditorEn } from "./scene-editor.en";

// Russian text of the scene editor (merged into ru.ts under `sceneEditor`).
export const sceneEditorRu: Widen<typeof sceneEditorEn> = {
  title: "Редактор сцены",
};
