// The order step's price (editors spec 5 and 7): GET /api/cards/price?count=&promo= asked 500 ms
// after the count or promo stops changing, only for a valid count. The answer shown is always
// the one for what is in the fields now; while they settle or load, "calculating". When the code
// is refused, the price for the count alone is asked too (usually cached from before the code was
// typed), so the price stays in view (price-view.ts).
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import { priceView, promoRefusalMessage, type PriceQueryState, type PriceView } from "./price-view";
import { useDebouncedKey } from "./use-debounced-key";

export type { PriceView } from "./price-view";

export const PRICE_DEBOUNCE_MS = 500;

const OPTIONS = { retry: false, staleTime: 30_000 } as const;

export function usePrice(count: number | null, promo: string | undefined): PriceView {
  const key = count === null ? "" : JSON.stringify([count, promo ?? ""]);
  const settled = useDebouncedKey(key, PRICE_DEBOUNCE_MS);
  const [settledCount, settledPromo] = settled ? (JSON.parse(settled) as [number, string]) : [0, ""];
  const current = settled !== "" && settled === key;
  const withPromo = trpc.cards.price.useQuery(
    { count: settledCount, ...(settledPromo ? { promo: settledPromo } : {}) },
    { ...OPTIONS, enabled: current },
  );
  const withPromoError = withPromo.isError ? readApiError(withPromo.error) : null;
  const refused = settledPromo !== "" && withPromoError !== null && promoRefusalMessage(withPromoError) !== null;
  const plain = trpc.cards.price.useQuery({ count: settledCount }, { ...OPTIONS, enabled: current && refused });
  const state = (q: typeof plain, error: PriceQueryState["error"]): PriceQueryState => ({
    pending: q.isPending,
    error,
    data: q.data,
  });
  return priceView({
    count,
    promo: settledPromo !== "",
    settled: settled === key,
    withPromo: state(withPromo, withPromoError),
    plain: state(plain, plain.isError ? readApiError(plain.error) : null),
  });
}
