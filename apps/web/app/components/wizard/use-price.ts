// The order step's price (editors spec 5 and 7): GET /api/cards/price?count=&promo= asked 500 ms
// after the count or promo stops changing, only for a valid count. The answer shown is always
// the one for what is in the fields now; while they settle or load, "calculating".
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import { useDebouncedKey } from "./use-debounced-key";
import type { PriceAnswer } from "./wizard-api";

export const PRICE_DEBOUNCE_MS = 500;

export type PriceView =
  | { kind: "none" }
  | { kind: "calculating" }
  | { kind: "ready"; price: PriceAnswer }
  /** `reason`: the field code the price API named (invalid, inactive, expired, used_up). */
  | { kind: "promoInvalid"; reason: string }
  | { kind: "failed" };

export function usePrice(count: number | null, promo: string | undefined): PriceView {
  const key = count === null ? "" : JSON.stringify([count, promo ?? ""]);
  const settled = useDebouncedKey(key, PRICE_DEBOUNCE_MS);
  const [settledCount, settledPromo] = settled ? (JSON.parse(settled) as [number, string]) : [0, ""];
  const query = trpc.cards.price.useQuery(
    { count: settledCount, ...(settledPromo ? { promo: settledPromo } : {}) },
    { enabled: settled !== "" && settled === key, retry: false, staleTime: 30_000 },
  );
  if (count === null) return { kind: "none" };
  if (settled !== key || query.isPending) return { kind: "calculating" };
  if (query.isError) {
    const reason = readApiError(query.error).fields.promo;
    return reason ? { kind: "promoInvalid", reason } : { kind: "failed" };
  }
  return { kind: "ready", price: query.data };
}
