import type { Widen } from "../widen";
import type { codeEditorEn } from "./code-editor.en";

// Russian text of the code editor (merged into ru.ts under `codeEditor`).
export const codeEditorRu: Widen<typeof codeEditorEn> = {
  title: "Редактор кода",
};
