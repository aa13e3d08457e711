// Russian text of the collections list's restore and duplicate actions (issue 23, merged into
// ru.ts under `collectionActions`).
export const collectionActionsRu = {
  restore: "Восстановить",
  restoreLabel: "Восстановить из архива: {{date}}",
  restored: "Коллекция снова среди текущих.",
  restoreFailed: "Не удалось восстановить коллекцию. Попробуйте ещё раз.",
  duplicate: "Дублировать",
  duplicateLabel: "Дублировать дизайн и настройки: {{date}}",
  duplicated:
    "Создана копия с тем же дизайном и настройками (без заказов и открыток). Она первая в списке текущих коллекций.",
  openCopy: "Открыть копию",
  duplicateFailed: "Не удалось дублировать коллекцию. Попробуйте ещё раз.",
  tooMany: "Слишком много копий за короткое время. Попробуйте позже.",
};
