import type { Widen } from "../widen";
import type { assetReplaceEn } from "./asset-replace.en";

// Russian text of replacing a project asset's file (merged into ru.ts under `assetReplace`).
export const assetReplaceRu: Widen<typeof assetReplaceEn> = {
  replace: "Заменить",
  replaceNamed: "Заменить файл {{name}}",
  processing: "Файл ещё обрабатывается: замените его, когда обработка закончится.",
  stale: "Кто-то уже заменил этот файл. Попробуйте снова.",
};
