// What the card pages say, in the visitor's language, when a door refuses for a limit or a closed
// card (the server's message is English): a card's unsaved files and a collection's uploads of the
// day (core cards/wish-upload-bounds.ts: 429 naming `file`), one connection's uploads or saves
// (core account/rate-limit.ts: 429), and a locked card or one of an archived collection (403).
import { t } from "../shell/i18n";
import { CardApiError } from "./card-api";

export function limitReason(error: unknown, door: "upload" | "save"): string | null {
  if (!(error instanceof CardApiError)) return null;
  if (error.status === 429) {
    if (error.fields.file === "card_limit") return t("card.limit.card");
    if (error.fields.file === "collection_limit") return t("card.limit.collection");
    return t(door === "upload" ? "card.limit.uploads" : "card.limit.saves");
  }
  if (error.status === 403) return t("card.save.locked");
  return null;
}
