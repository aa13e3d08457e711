import type { Widen } from "../widen";
import type { jobsEn } from "./jobs.en";

// Russian text of background jobs' states (merged into ru.ts under `jobs`).
export const jobsRu: Widen<typeof jobsEn> = {
  failures: {
    SOURCE_MISSING: "Загруженный файл не найден. Загрузите его ещё раз.",
    INVALID_INPUT: "Файл повреждён или его формат не удаётся обработать.",
    DESIGN_MISSING: "В дизайне открытки нет изображения. Загрузите дизайн ещё раз.",
    DESIGN_INVALID: "Не удалось прочитать дизайн открытки. Откройте коллекцию и сохраните дизайн ещё раз.",
    NO_CARDS: "Ни одной открытки для печати больше нет.",
    SETTINGS_INVALID: "Эти настройки печати не получается напечатать. Измените размер листа или открытки.",
    TIMEOUT: "Обработка заняла слишком много времени и была остановлена.",
    INTERRUPTED: "Обработка прервалась.",
    INTERNAL: "Что-то пошло не так на нашей стороне.",
  },
  retrying: "Попытка не удалась, пробуем ещё раз…",
  retry: "Повторить",
  retryFailed: "Не удалось перезапустить. Попробуйте позже.",
};
