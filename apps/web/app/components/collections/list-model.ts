// Rules of the collection lists /cards and /cards-v2 (platform spec 2 and 4), kept pure so they
// are unit-tested: where a row and an order lead, delete or archive, paging of long lists.
export type ListType = "classic" | "v2";
export type RemovalKind = "delete" | "archive";

/** Rows added per "Show more": a thousand collections never render at once. */
export const PAGE_SIZE = 50;

export function collectionHref(type: ListType, id: number | "new"): string {
  return type === "classic" ? `/cards/${id}` : `/cards-v2/${id}`;
}

export function listHref(type: ListType): string {
  return type === "classic" ? "/cards" : "/cards-v2";
}

/** An unpaid order opens the v2 wizard at its order step (platform spec 2). */
export function isUnpaid(status: string): boolean {
  return status === "waitForPayment";
}

export function orderHref(collectionId: number, orderId: number): string {
  return `/cards-v2/${collectionId}?order=${orderId}`;
}

/** Platform spec 4: a collection with zero cards is deleted, otherwise archived. */
export function removalKind(cardsCount: number): RemovalKind {
  return cardsCount > 0 ? "archive" : "delete";
}

/** i18n keys (and values) of the confirm dialog: the text says which of the two will happen. */
export function removalWording(cardsCount: number): {
  kind: RemovalKind;
  title: string;
  text: string;
  confirm: string;
  values: { count: number };
} {
  const kind = removalKind(cardsCount);
  return {
    kind,
    title: `collections.remove.${kind}Title`,
    text: `collections.remove.${kind}Text`,
    confirm: `collections.remove.${kind}Confirm`,
    values: { count: cardsCount },
  };
}

/** The first `limit` rows and how many are left behind "Show more". */
export function pageOf<T>(rows: readonly T[], limit: number): { rows: T[]; remaining: number } {
  const shown = rows.slice(0, Math.max(0, limit));
  return { rows: shown, remaining: rows.length - shown.length };
}

/** The archived view lives in the URL (?archived=1), so a reload or a back step keeps it. */
export function isArchivedView(search: URLSearchParams): boolean {
  const v = search.get("archived");
  return v === "1" || v === "true";
}

/** Pack names shown in a row: the first few, then "+N". */
export function packSummary<T>(packs: readonly T[], max = 3): { shown: T[]; more: number } {
  return { shown: packs.slice(0, max), more: Math.max(0, packs.length - max) };
}

/** Known order statuses have their own text; any other value is shown as the server sent it. */
export function orderStatusKey(status: string): string | null {
  return ["waitForPayment", "paid", "complete"].includes(status) ? `collections.orders.statuses.${status}` : null;
}
