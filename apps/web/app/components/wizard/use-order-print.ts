// The save step's printing, as the classic editor does it (collections/use-batch-print.ts) but for
// cards that already exist — the paid order's: the placement dialog's submit stores the chosen card
// width, starts the print export of the order's cards and hands it to the Generating dialog. A
// refusal naming the dialog's fields keeps the dialog open with the server's errors in it.
import { useCallback, useMemo, useState } from "react";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import type { PrintDesign, PrintPlacementDialogProps } from "../print/print-placement-dialog";
import { placementRefusal, type PlacementRefusal } from "../print/placement-refusal";
import type { Wizard } from "./use-wizard";
import { dataOf, frontAspect, type Collection } from "./wizard-api";

type Submission = Parameters<PrintPlacementDialogProps["onSubmit"]>[0];

export function useOrderPrint(wizard: Wizard, collection: Collection, cards: { id: string }[]) {
  const utils = trpc.useUtils();
  const update = trpc.cards.update.useMutation();
  const start = trpc.print.start.useMutation();
  const [placementOpen, setPlacementOpen] = useState(false);
  const [generatingOpen, setGeneratingOpen] = useState(false);
  const [exportId, setExportId] = useState<number | null>(null);
  const [error, setError] = useState(false);
  const [refusal, setRefusal] = useState<PlacementRefusal | null>(null);

  const data = dataOf(collection);
  const design: PrintDesign | null = useMemo(() => {
    if (!collection.backgroundFrontSrc) return null;
    const cardWidth = data.cardWidth;
    return {
      frontUrl: collection.backgroundFrontSrc,
      ...(collection.backgroundBackSrc ? { backUrl: collection.backgroundBackSrc } : {}),
      frontAspect: frontAspect(collection) ?? 1,
      ...(typeof cardWidth === "number" && cardWidth > 0 ? { cardWidthCm: cardWidth } : {}),
    };
  }, [collection, data.cardWidth]);

  const submit = async (v: Submission) => {
    setError(false);
    setRefusal(null);
    try {
      if (data.cardWidth !== v.cardWidthCm) {
        const saved = await update.mutateAsync({
          collectionId: collection.id,
          data: { ...data, cardWidth: v.cardWidthCm },
        });
        wizard.update({ collection: saved });
      }
      // The dialog's count may be lower than the order's: the first cards are saved.
      const cardIds = cards.slice(0, Math.max(1, Math.min(v.count, cards.length))).map((c) => c.id);
      const started = await start.mutateAsync({
        collectionId: collection.id,
        cardIds,
        cut: v.cut,
        format: v.format,
        bleed: v.bleed,
      });
      setExportId(started.id);
      setPlacementOpen(false);
      setGeneratingOpen(true);
      void utils.print.list.invalidate({ collectionId: collection.id });
    } catch (e) {
      const refused = placementRefusal(readApiError(e));
      if (refused) {
        setRefusal(refused);
        return;
      }
      setError(true);
      setPlacementOpen(false);
    }
  };

  const open = useCallback(() => {
    setError(false);
    setRefusal(null);
    setPlacementOpen(true);
  }, []);

  return {
    design,
    error,
    open,
    placement: { open: placementOpen && design !== null, onOpenChange: setPlacementOpen, onSubmit: submit, refusal },
    generating: { open: generatingOpen, exportId, onClose: () => setGeneratingOpen(false) },
  };
}
