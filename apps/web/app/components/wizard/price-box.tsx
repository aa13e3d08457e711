// The order step's price: total, and with a promo code the price without discount and the
// discount. Prices read "1 234 ₽" (lib/format-price). A refused code keeps the price without it
// in view (the promo field says why).
import { useTranslation } from "react-i18next";
import { formatPrice } from "../../lib/format-price";
import { Spinner } from "../ui/spinner";
import type { PriceView } from "./use-price";

const kopecks = (roubles: number) => Math.round(roubles * 100);

export function PriceBox({ price: view }: { price: PriceView }) {
  const { t, i18n } = useTranslation();
  const price = view.kind === "promoRefused" ? view.plain : view;
  const fmt = (roubles: number) => formatPrice(kopecks(roubles), i18n.language);
  return (
    <div
      className="flex flex-col gap-2 self-start rounded-xl bg-slate-50 p-4"
      aria-live="polite"
      data-testid="order-price-box"
    >
      <p className="text-sm font-medium text-slate-500">{t("wizard.order.total")}</p>
      {price.kind === "ready" ? (
        <>
          <p className="text-3xl font-semibold text-slate-900 tabular-nums" data-testid="order-price">
            {fmt(price.price.price)}
          </p>
          {price.price.discount > 0 && (
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">{t("wizard.order.fullPrice")}</dt>
              <dd className="text-right text-slate-500 line-through tabular-nums" data-testid="order-full-price">
                {fmt(price.price.unDiscountPrice)}
              </dd>
              <dt className="text-slate-500">{t("wizard.order.discount")}</dt>
              <dd className="text-right font-medium text-emerald-700 tabular-nums" data-testid="order-discount">
                −{fmt(price.price.discount)}
              </dd>
            </dl>
          )}
        </>
      ) : price.kind === "calculating" ? (
        <p className="flex items-center gap-2 text-sm text-slate-500" data-testid="order-price-calculating">
          <Spinner className="size-4" />
          {t("wizard.order.calculating")}
        </p>
      ) : price.kind === "failed" ? (
        <p className="text-sm text-red-600">{t("wizard.order.priceFailed")}</p>
      ) : (
        <p className="text-sm text-slate-500" data-testid="order-no-price">
          {t("wizard.order.noPrice")}
        </p>
      )}
    </div>
  );
}
