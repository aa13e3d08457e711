// Step "Оплата" (editors spec 2, 4, 7): the payment page of POST /api/cards/{id}/buy shown inside
// the wizard, its payment-success message moving to "waiting for confirmation", and the order's
// status polled every 1.5 s until it is paid or complete — then the save step, with the payment
// marked success. A provider page that cannot be framed opens in a window of its own instead.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatPrice } from "../../lib/format-price";
import { useRootData } from "../../lib/use-root-data";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { buttonClasses } from "../ui/button";
import { ExternalLinkIcon } from "../ui/icons";
import { ExternalLink } from "../ui/external-link";
import { Spinner } from "../ui/spinner";
import {
  confirmWaitMs,
  frameRefused,
  isPaymentSuccessMessage,
  PAYMENT_POLL_MS,
  paymentEnd,
  paymentPhase,
  paymentView,
} from "./payment-flow";
import { PaymentEndPanel, useConfirmLimit } from "./payment-end";
import { StepFrame } from "./step-frame";
import type { Wizard } from "./use-wizard";
import { isPaidStatus } from "./wizard-steps";

export function PaymentStep({ wizard }: { wizard: Wizard }) {
  const { t, i18n } = useTranslation();
  const { payment, draft } = wizard.state;
  const [messageSeen, setMessageSeen] = useState(false);
  const [refused, setRefused] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const status = trpc.cards.orderStatus.useQuery(
    { orderId: payment?.orderId ?? 0 },
    {
      enabled: payment !== null,
      // Polling stops once the payment ended either way: paid, or cancelled / failed (issue 23).
      refetchInterval: (q) =>
        isPaidStatus(q.state.data?.status) ||
        (payment &&
          paymentEnd({ orderStatus: q.state.data?.status, latest: q.state.data?.payment, activeId: payment.paymentId }))
          ? false
          : PAYMENT_POLL_MS,
      refetchIntervalInBackground: true,
      staleTime: 0,
      gcTime: 0,
    },
  );
  const phase = paymentPhase(messageSeen, status.data?.status);
  const ended = payment
    ? paymentEnd({ orderStatus: status.data?.status, latest: status.data?.payment, activeId: payment.paymentId })
    : null;
  const { config } = useRootData();
  const confirmLimit = useConfirmLimit(phase === "confirming" && !ended, confirmWaitMs(config));
  const slow = confirmLimit.slow;

  // A new payment (Pay again) starts with a fresh frame and no message seen.
  useEffect(() => {
    setMessageSeen(false);
    setRefused(false);
  }, [payment?.paymentId]);

  useEffect(() => {
    if (!payment) return;
    const onMessage = (e: MessageEvent) => {
      if (isPaymentSuccessMessage(e, window.location.origin, payment.orderId)) setMessageSeen(true);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [payment]);

  // Paid on the server: on to the save step.
  const { update, goTo, refresh } = wizard;
  useEffect(() => {
    if (phase !== "success" || !payment) return;
    update({ paymentSuccess: true, printing: false, orderId: payment.orderId, draft: null });
    goTo("save");
    void refresh();
  }, [phase, payment, update, goTo, refresh]);

  const back = () => update({ step: "order" });
  if (!payment) {
    return (
      <StepFrame step="payment" onBack={back}>
        <p className="text-sm text-slate-600">{t("wizard.payment.missing")}</p>
      </StepFrame>
    );
  }
  // The server render has no origin to compare with; the page is framed once in the browser.
  const view = typeof window === "undefined" ? null : paymentView(payment.paymentUrl, window.location.origin);
  const inWindow = view?.kind === "window" || refused;
  const shownPhase = ended ?? (slow ? "slow" : phase);

  return (
    // Once the payment has ended (cancelled, failed) the "pay in the form below" lead no longer applies:
    // the ending's own message and its actions say what to do.
    <StepFrame
      step="payment"
      lead={ended ? undefined : t(inWindow ? "wizard.payment.leadWindow" : "wizard.payment.lead")}
      onBack={back}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-slate-500">{t("wizard.payment.amount")}</p>
          <p className="text-2xl font-semibold text-slate-900 tabular-nums" data-testid="payment-amount">
            {formatPrice(Math.round(payment.amount * 100), i18n.language)}
          </p>
          {draft && (
            <p className="text-xs text-slate-500">
              {t("wizard.payment.orderOf", {
                id: payment.orderId,
                cards: t("wizard.order.cards", { count: draft.count }),
              })}
            </p>
          )}
        </div>
        {!ended && (
          <p
            className="flex items-center gap-2 text-sm font-medium text-slate-700"
            aria-live="polite"
            data-testid="payment-phase"
            data-phase={shownPhase}
          >
            {phase !== "success" && !slow && <Spinner className="size-4 text-brand-600" />}
            {slow ? t("cardsPolish.payment.slowPhase") : t(`wizard.payment.${phase}`)}
          </p>
        )}
      </div>
      <PaymentEndPanel
        wizard={wizard}
        ended={ended}
        slow={slow}
        onCheck={() => {
          confirmLimit.restart();
          void status.refetch();
        }}
      />
      {status.isError && <Alert tone="warning">{t("wizard.payment.statusFailed")}</Alert>}
      {view?.kind === "frame" && !refused && !ended && (
        <iframe
          key={payment.paymentId}
          ref={frame}
          src={view.src}
          title={t("wizard.payment.frameTitle")}
          onLoad={() => setRefused(frameRefused(frame.current))}
          className="h-[560px] w-full rounded-xl border border-slate-200 bg-white"
          data-testid="payment-frame"
        />
      )}
      {ended ? null : inWindow ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 p-5">
          {refused && <p className="text-sm text-slate-600">{t("wizard.payment.frameRefused")}</p>}
          {/* rel=opener: the payment page tells this page about the payment (its message), as the frame would. */}
          <a
            href={payment.paymentUrl}
            target="_blank"
            rel="opener"
            className={buttonClasses()}
            data-testid="payment-open-window"
          >
            {t("wizard.payment.openPage")}
            <ExternalLinkIcon className="size-4" />
          </a>
        </div>
      ) : (
        <ExternalLink href={payment.paymentUrl} rel="opener" className="self-start" data-testid="payment-open-window">
          {t("wizard.payment.openWindow")}
        </ExternalLink>
      )}
    </StepFrame>
  );
}
