import type { Widen } from "../widen";
import type { editorSyncEn } from "./editor-sync.en";

// Russian text of drafts, conflicts and presence in the AR editor (merged into ru.ts under `editorSync`).
export const editorSyncRu: Widen<typeof editorSyncEn> = {
  save: {
    idle: "Все изменения сохранены",
    saving: "Сохранение…",
    saved: "Сохранено",
    error: "Не сохранено — повторяем",
    conflict: "Не сохранено — конфликт",
    hint: "Правки сохраняются в черновик автоматически. Опубликуйте, чтобы их увидели на телефонах.",
  },
  presence: {
    label: "Сейчас редактируют",
    you: "Вы, в другой вкладке",
    tabs: "вкладок: {{count}}",
  },
  conflict: {
    title: "Эту сцену уже сохранил кто-то другой",
    text: "«{{scene}}» сохранили в другой вкладке или другой человек после того, как вы начали эту правку. Ваше изменение не сохранено, и ничего не перезаписано.",
    changes: "Чем отличаются версии",
    onlyMine: "Только в вашей версии",
    onlyTheirs: "Только в сохранённой версии",
    changed: "Изменены в обеих",
    none: "Объекты те же; отличаются только порядок или настройки.",
    reload: "Загрузить их версию",
    reloadHint: "Ваше несохранённое изменение будет отброшено; откроется сохранённая сцена.",
    keepCopy: "Сохранить мою как копию",
    keepCopyHint: "Ваша версия станет новой сценой рядом с их сценой; сохранятся обе.",
    copyName: "{{name}} (моя копия)",
    failed: "Не получилось. Проверьте соединение и попробуйте ещё раз.",
  },
};
