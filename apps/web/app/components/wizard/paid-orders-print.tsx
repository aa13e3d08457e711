// The wizard's paid orders (issue 23): reopening a paid collection shows its paid cards with Print /
// Reprint on every step before payment, printing in place through the save step's print dialog
// and Generating dialog (use-order-print.ts), for the chosen order's cards.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { PaidOrdersPanel } from "../collections/paid-orders";
import { GeneratingCardsDialog } from "../print/generating-cards-dialog";
import { PrintPlacementDialog } from "../print/print-placement-dialog";
import { Alert } from "../ui/alert";
import type { Wizard } from "./use-wizard";
import { useOrderPrint } from "./use-order-print";
import type { Collection } from "./wizard-api";

export function WizardPaidOrders({ wizard, collection }: { wizard: Wizard; collection: Collection }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const cards = trpc.cards.orderCards.useQuery({ orderId: chosen ?? 0 }, { enabled: chosen !== null, retry: false });
  const print = useOrderPrint(wizard, collection, cards.data ?? []);
  const opened = useRef<number | null>(null);
  const { open } = print;

  // The dialog opens once the chosen order's cards are known.
  useEffect(() => {
    if (chosen === null || opened.current === chosen || !cards.data?.length || !print.design) return;
    opened.current = chosen;
    open();
  }, [chosen, cards.data, print.design, open]);

  const { refresh } = wizard;
  const generatingOpen = print.generating.open;
  const wasGenerating = useRef(false);
  // After an export the orders are read again, so the order now says Reprint.
  useEffect(() => {
    if (wasGenerating.current && !generatingOpen) void refresh();
    wasGenerating.current = generatingOpen;
  }, [generatingOpen, refresh]);

  return (
    <>
      <PaidOrdersPanel
        collectionId={collection.id}
        orders={collection.orders}
        busyOrderId={cards.isFetching ? chosen : null}
        onPrint={(id) => {
          opened.current = null;
          if (id === chosen && cards.data?.length) open();
          setChosen(id);
        }}
      />
      {cards.isError && <Alert tone="error">{t("wizard.save.cardsFailed")}</Alert>}
      {print.error && <Alert tone="error">{t("wizard.save.printFailed")}</Alert>}
      {print.design && (
        <PrintPlacementDialog {...print.placement} design={print.design} defaultCount={cards.data?.length} />
      )}
      <GeneratingCardsDialog {...print.generating} previewUrl={print.design?.frontUrl} />
    </>
  );
}
