// Confirm before resetting a printed card (issue 20): the wish and its media are deleted and the
// card can be filled again. Errors stay in the dialog; a card already gone just refreshes the list.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import { ConfirmDialogContent } from "../ui/confirm-dialog";
import { Dialog } from "../ui/dialog";

export function CardResetDialog({
  collectionId,
  cardId,
  onClose,
  onReset,
}: {
  collectionId: number;
  cardId: string | null;
  onClose(): void;
  onReset(cardId: string): void;
}) {
  return (
    <Dialog open={cardId !== null} onOpenChange={(open) => !open && onClose()}>
      {cardId && <ResetContent key={cardId} collectionId={collectionId} cardId={cardId} onReset={onReset} />}
    </Dialog>
  );
}

function ResetContent({
  collectionId,
  cardId,
  onReset,
}: {
  collectionId: number;
  cardId: string;
  onReset(cardId: string): void;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const reset = trpc.cards.resetCard.useMutation();
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setFailed(false);
    try {
      await reset.mutateAsync({ collectionId, cardId });
    } catch (e) {
      if (readApiError(e).status !== 404) {
        setFailed(true);
        return;
      }
    }
    // The list's filled counts change too.
    await Promise.all([utils.cards.cardStats.invalidate({ collectionId }), utils.cards.list.invalidate()]);
    onReset(cardId);
  };

  return (
    <ConfirmDialogContent
      title={t("collections.cardList.resetDialog.title")}
      cancelLabel={t("collections.cardList.resetDialog.cancel")}
      confirmLabel={t("collections.cardList.resetDialog.confirm")}
      tone="danger"
      pending={reset.isPending}
      error={failed ? t("collections.cardList.resetDialog.failed") : undefined}
      onConfirm={() => void confirm()}
      confirmTestId="card-reset-confirm"
      data-testid="card-reset-dialog"
    >
      <p className="text-sm leading-6 text-slate-700">{t("collections.cardList.resetDialog.text", { id: cardId })}</p>
    </ConfirmDialogContent>
  );
}
