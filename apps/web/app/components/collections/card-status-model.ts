// The card list of a collection (issue 20): what the dialog shows, kept pure for unit tests.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@ar/api";

export type CardStat = inferRouterOutputs<AppRouter>["cards"]["cardStats"][number];
export type ViewerBases = { wishes: string; wishesV2: string };

export const CARDS_PER_PAGE = 50;

/** The card's viewer link, as printed in its QR code: `{card base}/{cardId}` (v2 collections use the v2 base). */
export function cardViewerLink(
  bases: ViewerBases | undefined,
  cardType: "v2" | "classic",
  cardId: string,
): string | null {
  if (!bases) return null;
  return `${cardType === "v2" ? bases.wishesV2 : bases.wishes}/${encodeURIComponent(cardId)}`;
}

export function pageCount(total: number, perPage = CARDS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The rows of a 1-based page (clamped to the pages there are). */
export function rowsOfPage<T>(rows: readonly T[], page: number, perPage = CARDS_PER_PAGE): T[] {
  const p = Math.min(Math.max(1, page), pageCount(rows.length, perPage));
  return rows.slice((p - 1) * perPage, p * perPage);
}

export function filledCount(rows: readonly Pick<CardStat, "filledAt">[]): number {
  return rows.reduce((n, r) => n + (r.filledAt ? 1 : 0), 0);
}
