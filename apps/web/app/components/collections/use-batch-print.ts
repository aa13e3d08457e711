// "Add a new batch of cards" (platform spec 4, editors spec 2): save first when something is
// unsaved (always for a new collection), open the placement dialog, then on its submit store the
// card width and the front image's own size, make the cards, start the print export and hand
// its id to the generating dialog. A refusal naming the dialog's fields keeps the dialog open
// with the server's errors in it (placement-refusal.ts).
import { useRevalidator } from "@remix-run/react";
import { useMemo, useRef, useState } from "react";
import { readApiError, type Message } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import type { PrintDesign, PrintPlacementDialogProps } from "../print/print-placement-dialog";
import { placementRefusal, type PlacementRefusal } from "../print/placement-refusal";
import { adoptFrontSize, aspectOf } from "./card-size";
import { designData } from "./editor-state";
import { newRequestId } from "./request-id";
import type { CollectionEditor } from "./use-collection-editor";

type Submission = Parameters<PrintPlacementDialogProps["onSubmit"]>[0];

export function useBatchPrint(editor: CollectionEditor) {
  const utils = trpc.useUtils();
  const update = trpc.cards.update.useMutation();
  const generate = trpc.cards.generate.useMutation();
  const start = trpc.print.start.useMutation();
  const revalidator = useRevalidator();
  const [opening, setOpening] = useState(false);
  const [placementOpen, setPlacementOpen] = useState(false);
  const [generatingOpen, setGeneratingOpen] = useState(false);
  const [exportId, setExportId] = useState<number | null>(null);
  const [error, setError] = useState<Message | null>(null);
  const [refusal, setRefusal] = useState<PlacementRefusal | null>(null);
  // A failed attempt is retried with the same requestId (same count), so cards already made
  // for it are reused rather than made and charged again.
  const attempt = useRef<{ requestId: string; count: number } | null>(null);
  const { state } = editor;

  const frontSize = state.front.natural ?? state.cardSize;
  const design: PrintDesign | null = useMemo(() => {
    if (!state.front.url) return null;
    const cardWidth = state.data.cardWidth;
    return {
      frontUrl: state.front.url,
      ...(state.back.url ? { backUrl: state.back.url } : {}),
      frontAspect: aspectOf(frontSize) ?? 1,
      ...(typeof cardWidth === "number" && cardWidth > 0 ? { cardWidthCm: cardWidth } : {}),
    };
  }, [state.front.url, state.back.url, frontSize, state.data.cardWidth]);

  const openBatch = async () => {
    setError(null);
    setRefusal(null);
    if (editor.changed || state.collectionId === null) {
      setOpening(true);
      const id = await editor.save();
      setOpening(false);
      if (id === null) return;
    }
    setPlacementOpen(true);
  };

  const submit = async (v: Submission) => {
    const s = editor.state;
    const collectionId = s.collectionId;
    if (collectionId === null) return;
    setRefusal(null);
    try {
      const adopted = frontSize ? adoptFrontSize(s.cardSize, s.qr, frontSize) : { card: s.cardSize, qr: s.qr };
      const data = {
        ...designData({ data: s.data, cardSize: adopted.card, qr: adopted.qr, qrColors: s.qrColors }),
        cardWidth: v.cardWidthCm,
      };
      await update.mutateAsync({ collectionId, data });
      editor.dispatch({ type: "designSaved", data, cardSize: adopted.card, qr: adopted.qr });

      const current =
        attempt.current?.count === v.count ? attempt.current : { requestId: newRequestId(), count: v.count };
      attempt.current = current;
      const batch = await generate.mutateAsync({ collectionId, count: v.count, requestId: current.requestId });
      const started = await start.mutateAsync({
        collectionId,
        cardIds: batch.cards.map((c) => c.id),
        cut: v.cut,
        format: v.format,
        bleed: v.bleed,
      });
      attempt.current = null;
      setExportId(started.id);
      setPlacementOpen(false);
      setGeneratingOpen(true);
      void utils.print.list.invalidate({ collectionId });
      void refreshCount(collectionId);
    } catch (e) {
      const info = readApiError(e);
      const refused = placementRefusal(info);
      if (refused) {
        // The dialog stays open with what to change; a refused update or generate made nothing.
        setRefusal(refused);
        return;
      }
      const short = info.fields.count === "insufficient_balance";
      // Nothing was made for a refused batch, so the next attempt may use a new id.
      if (short) attempt.current = null;
      setError(
        short
          ? { key: "collections.editor.print.balanceShort", values: { count: v.count } }
          : { key: "collections.editor.print.failed" },
      );
      // The dialog covers the page; closing it shows the message next to the button.
      setPlacementOpen(false);
      void refreshCount(collectionId);
    } finally {
      // The balance in the root data changed (or was found short).
      revalidator.revalidate();
    }
  };

  const refreshCount = async (collectionId: number) => {
    void utils.cards.list.invalidate();
    const fresh = await utils.cards.get.fetch({ collectionId }, { staleTime: 0 }).catch(() => null);
    if (fresh) editor.dispatch({ type: "cardsCount", count: fresh.cardsCount });
  };

  return {
    design,
    opening,
    error,
    openBatch,
    placement: { open: placementOpen && design !== null, onOpenChange: setPlacementOpen, onSubmit: submit, refusal },
    generating: { open: generatingOpen, exportId, onClose: () => setGeneratingOpen(false) },
  };
}
