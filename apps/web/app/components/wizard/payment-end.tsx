// The payment step's visible ends besides success (issue 23): a payment cancelled on the
// provider's page or failed says so and offers to pay again (a new payment of the same order, the
// order step's rebuy) or to change the order; a confirmation that takes longer than a minute
// says so and offers to check again or to leave (the order turns paid in the collection's orders
// once confirmed), instead of a spinner that never ends. The wait is PAYMENT_CONFIRM_WAIT_SECONDS.
import { Link } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button, buttonClasses } from "../ui/button";
import type { PaymentEnd } from "./payment-flow";
import type { Wizard } from "./use-wizard";

/** True once `active` (waiting for confirmation) has lasted `limitMs`; restart() waits again. */
export function useConfirmLimit(active: boolean, limitMs: number): { slow: boolean; restart(): void } {
  const [slow, setSlow] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    setSlow(false);
    if (!active) return;
    const timer = window.setTimeout(() => setSlow(true), limitMs);
    return () => window.clearTimeout(timer);
  }, [active, round, limitMs]);
  const restart = useCallback(() => setRound((r) => r + 1), []);
  return { slow, restart };
}

export function PaymentEndPanel({
  wizard,
  ended,
  slow,
  onCheck,
}: {
  wizard: Wizard;
  ended: PaymentEnd | null;
  slow: boolean;
  onCheck(): void;
}) {
  const { t } = useTranslation();
  const buy = trpc.cards.buy.useMutation();
  const [failed, setFailed] = useState(false);
  const { draft, payment, collection } = wizard.state;

  const payAgain = async () => {
    if (!draft || !collection) return;
    setFailed(false);
    try {
      // The same order bought again: a new payment replaces the ended one (spec 4's rebuy).
      const answer = await buy.mutateAsync({
        collectionId: collection.id,
        count: draft.count,
        ...(draft.promo ? { promo: draft.promo } : {}),
        orderId: draft.orderId,
      });
      wizard.update({
        payment: answer,
        orderId: answer.orderId,
        draft: { ...draft, orderId: answer.orderId },
        paymentSuccess: false,
      });
    } catch {
      setFailed(true);
    }
  };

  if (slow && !ended) {
    return (
      <Alert tone="warning" title={t("cardsPolish.payment.slow")} data-testid="payment-slow">
        <p>{t("cardsPolish.payment.slowText")}</p>
        <p className="mt-1">{t("cardsPolish2.payment.slowLeave")}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onCheck} data-testid="payment-check-again">
            {t("cardsPolish.payment.checkAgain")}
          </Button>
          <Link to="/cards-v2" className={buttonClasses({ size: "sm", variant: "ghost" })} data-testid="payment-leave">
            {t("cardsPolish2.payment.toCollections")}
          </Link>
        </div>
      </Alert>
    );
  }
  if (!ended || !payment) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="payment-ended" data-end={ended}>
      <Alert tone="warning" title={t(`cardsPolish.payment.${ended}`)}>
        {t(ended === "canceled" ? "cardsPolish.payment.canceledText" : "cardsPolish.payment.failedText")}
      </Alert>
      {failed && <Alert tone="error">{t("cardsPolish.payment.payAgainFailed")}</Alert>}
      <div className="flex flex-wrap gap-3">
        {draft && (
          <Button onClick={() => void payAgain()} loading={buy.isPending} data-testid="payment-pay-again">
            {t("cardsPolish.payment.payAgain")}
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => wizard.update({ step: "order" })}
          disabled={buy.isPending}
          data-testid="payment-change-order"
        >
          {t("cardsPolish.payment.changeOrder")}
        </Button>
      </div>
    </div>
  );
}
