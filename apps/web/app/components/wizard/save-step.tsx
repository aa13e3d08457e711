// Step "Сохранение и печать" (editors spec 2 and 4): the paid order's cards
// (GET /api/cards/orders/{id}/cards), then the print placement dialog and the Generating dialog
// of the print area, which ends with the download.
import { Link } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import { GeneratingCardsDialog } from "../print/generating-cards-dialog";
import { PrintExportsList } from "../print/print-exports-list";
import { PrintPlacementDialog } from "../print/print-placement-dialog";
import { previewQrOf } from "../print/preview-qr";
import { Alert } from "../ui/alert";
import { Button, buttonClasses } from "../ui/button";
import { PrinterIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { StepFrame } from "./step-frame";
import type { Wizard } from "./use-wizard";
import { useOrderPrint } from "./use-order-print";
import type { Collection } from "./wizard-api";

export function SaveStep({ wizard, collection }: { wizard: Wizard; collection: Collection }) {
  const { t } = useTranslation();
  const { orderId, paymentSuccess, printing } = wizard.state;
  const cards = trpc.cards.orderCards.useQuery({ orderId: orderId ?? 0 }, { enabled: orderId !== null, retry: false });
  const print = useOrderPrint(wizard, collection, cards.data ?? []);
  const notPaid = cards.isError && readApiError(cards.error).code === "CONFLICT";

  // Right after the payment, and when a Print / Reprint link led here, the placement dialog opens
  // by itself, once per order: saving the cards is why the person came. "Once" is remembered in
  // the wizard's state, which outlives this step: back to the order step and here again, the
  // dialog stays closed until the Print button is pressed.
  const { open } = print;
  const offered = wizard.state.printOffered;
  const { update } = wizard;
  const ready =
    (paymentSuccess || printing) && orderId !== null && (cards.data?.length ?? 0) > 0 && print.design !== null;
  useEffect(() => {
    if (!ready || offered === orderId) return;
    update({ printOffered: orderId });
    open();
  }, [ready, orderId, offered, update, open]);

  return (
    // A paid order's print view (issue 23: a Print link from elsewhere showed "Payment successful").
    <StepFrame
      step="save"
      title={printing && orderId !== null ? t("cardsPolish2.print.title") : undefined}
      lead={printing && orderId !== null ? t("cardsPolish2.print.lead", { id: orderId }) : t("wizard.save.lead")}
      onBack={() => wizard.update({ step: "order" })}
      action={
        <Link to="/cards-v2" className={buttonClasses({ variant: "secondary" })} data-testid="save-done">
          {t("wizard.save.done")}
        </Link>
      }
    >
      {paymentSuccess && !printing && (
        <Alert tone="success" title={t("wizard.save.success")} data-testid="payment-success">
          {t("wizard.save.successText")}
        </Alert>
      )}
      {orderId === null ? (
        <p className="text-sm text-slate-600">{t("wizard.save.noOrder")}</p>
      ) : cards.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
          <Spinner className="size-4" />
          {t("wizard.save.loadingCards")}
        </p>
      ) : cards.isError ? (
        <Alert tone={notPaid ? "warning" : "error"}>
          {t(notPaid ? "wizard.save.notPaid" : "wizard.save.cardsFailed")}
        </Alert>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 p-4">
          <p className="text-sm font-medium text-slate-900" data-testid="save-cards-count">
            {t("wizard.save.cards", { count: cards.data.length })}
          </p>
          <Button onClick={print.open} disabled={!print.design || cards.data.length === 0} data-testid="save-print">
            <PrinterIcon className="size-4" />
            {t("wizard.save.print")}
          </Button>
        </div>
      )}
      {print.error && (
        <Alert tone="error" data-testid="save-error">
          {t("wizard.save.printFailed")}
        </Alert>
      )}
      <PrintExportsList collectionId={collection.id} />
      {/* The order's cards: the count is capped to them, the preview draws their real QR codes. */}
      {print.design && (
        <PrintPlacementDialog
          {...print.placement}
          design={print.design}
          cards={cards.data}
          qr={previewQrOf(collection)}
        />
      )}
      <GeneratingCardsDialog {...print.generating} previewUrl={print.design?.frontUrl} />
    </StepFrame>
  );
}
