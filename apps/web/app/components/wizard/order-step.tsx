// Step "Количество открыток" (editors spec 2, 4, 5, 7): the count (an integer; zero or negative
// gives no price and blocks submit), a promo code, the price from the server, and the previous
// orders — choosing an unpaid one refills count and promo and fixes its id, so the button reads
// 'Повторить оплату'. Submit starts the payment (POST /api/cards/{id}/buy) and opens the payment step.
import { useNavigate } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { readApiError, type Message } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { TextField } from "../ui/text-field";
import { checkOrderCount, MAX_ORDER_COUNT, normalizePromo } from "./order-count";
import { PreviousOrders } from "./previous-orders";
import { PriceBox } from "./price-box";
import { promoRefusalMessage } from "./price-view";
import { StepFrame } from "./step-frame";
import type { Wizard } from "./use-wizard";
import { usePrice } from "./use-price";
import type { Collection } from "./wizard-api";

export function OrderStep({ wizard, collection }: { wizard: Wizard; collection: Collection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const { draft } = wizard.state;
  const [countText, setCountText] = useState(draft ? String(draft.count) : "");
  const [promoText, setPromoText] = useState(draft?.promo ?? "");
  const [touched, setTouched] = useState(false);
  const [formError, setFormError] = useState<"buyFailed" | "alreadyPaid" | null>(null);
  // The purchase refused the code (it stopped being usable since the price, or codes are limited):
  // said on the promo field until the code is changed.
  const [buyRefusal, setBuyRefusal] = useState<Message | null>(null);
  const buy = trpc.cards.buy.useMutation();

  const check = checkOrderCount(countText);
  const promo = normalizePromo(promoText);
  const price = usePrice(check.ok ? check.count : null, promo);
  // The non-number message shows as soon as it is typed; "required" once the field was left.
  const countError =
    check.ok || (check.error === "required" && !touched)
      ? undefined
      : t(`wizard.order.${check.error === "invalid" ? "countInvalid" : check.error}`, { max: MAX_ORDER_COUNT });
  const canSubmit = check.ok && price.kind === "ready" && !buy.isPending;
  const promoError = price.kind === "promoRefused" ? price.message : buyRefusal;

  const chooseUnpaid = async (orderId: number) => {
    setFormError(null);
    const order = await utils.cards.orderStatus.fetch({ orderId }, { staleTime: 0 }).catch(() => null);
    if (!order) return;
    if (order.status !== "waitForPayment") {
      setFormError("alreadyPaid");
      void wizard.refresh();
      return;
    }
    wizard.update({ draft: { orderId: order.id, count: order.count, promo: order.promo ?? "" }, orderId: order.id });
    setCountText(String(order.count));
    setPromoText(order.promo ?? "");
    setBuyRefusal(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setFormError(null);
    if (!check.ok || !canSubmit) return;
    try {
      const answer = await buy.mutateAsync({
        collectionId: collection.id,
        count: check.count,
        ...(promo ? { promo } : {}),
        ...(draft ? { orderId: draft.orderId } : {}),
      });
      // The order is in the URL, so a reload (or the provider's return link) comes back to it.
      navigate(`/cards-v2/${collection.id}?order=${answer.orderId}`, { replace: true });
      wizard.update({
        payment: answer,
        orderId: answer.orderId,
        draft: { orderId: answer.orderId, count: check.count, promo: promo ?? "" },
        paymentSuccess: false,
      });
      wizard.goTo("payment");
      void wizard.refresh();
    } catch (err) {
      const info = readApiError(err);
      const refusal = promo ? promoRefusalMessage(info) : null;
      if (refusal) setBuyRefusal(refusal);
      else if (info.fields.orderId === "paid") {
        setFormError("alreadyPaid");
        wizard.update({ draft: null, orderId: null });
        void wizard.refresh();
      } else setFormError("buyFailed");
    }
  };

  return (
    <StepFrame
      step="order"
      lead={t("wizard.order.lead")}
      onBack={() => wizard.update({ step: "check" })}
      action={
        <Button
          type="submit"
          form="wizard-order-form"
          disabled={!canSubmit}
          loading={buy.isPending}
          data-testid="order-submit"
        >
          {t(draft ? "wizard.order.repay" : "wizard.order.pay")}
        </Button>
      }
    >
      <form
        id="wizard-order-form"
        noValidate
        onSubmit={(e) => void submit(e)}
        className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]"
      >
        <div className="flex flex-col gap-4">
          {draft && (
            <Alert tone="info" data-testid="order-draft">
              {t("wizard.order.chosen", { id: draft.orderId })}{" "}
              <button
                type="button"
                className="font-medium underline underline-offset-2"
                onClick={() => wizard.update({ draft: null, orderId: null })}
                data-testid="order-new"
              >
                {t("wizard.order.newOrder")}
              </button>
            </Alert>
          )}
          <TextField
            label={t("wizard.order.count")}
            value={countText}
            onChange={(e) => setCountText(e.target.value)}
            onBlur={() => setTouched(true)}
            inputMode="numeric"
            autoComplete="off"
            required
            error={countError}
            data-testid="order-count"
            className="max-w-xs"
          />
          <TextField
            label={t("wizard.order.promo")}
            value={promoText}
            onChange={(e) => (setPromoText(e.target.value), setBuyRefusal(null))}
            autoComplete="off"
            autoCapitalize="characters"
            hint={t("wizard.order.promoHint")}
            error={promoError ? t(promoError.key, promoError.values) : undefined}
            data-testid="order-promo"
            className="max-w-xs"
          />
        </div>
        <PriceBox price={price} />
      </form>
      {formError && (
        <Alert tone="error" data-testid="order-error">
          {t(`wizard.order.${formError}`)}
        </Alert>
      )}
      <PreviousOrders
        orders={collection.orders}
        chosenId={draft?.orderId ?? null}
        onPay={(id) => void chooseUnpaid(id)}
        onSave={(id) => wizard.update({ orderId: id, paymentSuccess: false, printing: true, step: "save" })}
      />
    </StepFrame>
  );
}
