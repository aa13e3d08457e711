import type { Widen } from "../widen";
import type { cardListEn } from "./card-list.en";

// Russian text of a collection's card list (merged into ru.ts under `collections.cardList`).
export const cardListRu: Widen<typeof cardListEn> = {
  button: "Открытки",
  buttonLabel: "Открытки коллекции от {{date}}",
  title: "Напечатанные открытки",
  description: "Заполнена ли каждая открытка пожеланием, сколько раз её открывали и использовали.",
  summary: "Заполнено {{filled}} из {{total}}",
  caption: "Открытки коллекции",
  columns: { card: "Открытка", status: "Состояние", views: "Просмотры", uses: "Использования", actions: "Действия" },
  filled: "Заполнена",
  filledOn: "Заполнена {{date}}",
  empty: "Пустая",
  open: "Открыть",
  openLabel: "Открыть открытку {{id}} в просмотрщике (в новой вкладке)",
  reset: "Сбросить",
  resetLabel: "Сбросить открытку {{id}}",
  loading: "Загружаем открытки…",
  loadFailed: "Не удалось загрузить открытки.",
  retry: "Повторить",
  none: "В этой коллекции пока нет напечатанных открыток.",
  resetDialog: {
    title: "Сбросить открытку?",
    text: "Пожелание на открытке {{id}} — видео или фото, текст, стикеры, модели и ссылка на подарок — будет удалено, и следующий, кто откроет открытку, сможет заполнить её заново. Просмотры и использования сохранятся. Это действие нельзя отменить.",
    confirm: "Сбросить открытку",
    cancel: "Отмена",
    failed: "Не удалось сбросить открытку. Попробуйте ещё раз.",
    done: "Открытка {{id}} сброшена.",
  },
};
