// Confirm before removing a collection (platform spec 2 and 4): the text says whether it will be
// deleted (no cards) or archived (has cards), and the button says the same.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import { ConfirmDialogContent } from "../ui/confirm-dialog";
import { Dialog } from "../ui/dialog";
import { removalWording } from "./list-model";

export type RemoveTarget = { id: number; cardsCount: number; date: string };

export function RemoveCollectionDialog({
  target,
  onClose,
  onRemoved,
}: {
  target: RemoveTarget | null;
  onClose(): void;
  onRemoved(result: "deleted" | "archived"): void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Mounted per target, so an error from an earlier attempt does not linger. */}
      {target && <RemoveContent key={target.id} target={target} onRemoved={onRemoved} />}
    </Dialog>
  );
}

function RemoveContent({
  target,
  onRemoved,
}: {
  target: RemoveTarget;
  onRemoved(result: "deleted" | "archived"): void;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [failed, setFailed] = useState(false);
  const remove = trpc.cards.remove.useMutation();
  const wording = removalWording(target.cardsCount);

  const confirm = async () => {
    setFailed(false);
    try {
      const { result } = await remove.mutateAsync({ collectionId: target.id });
      await utils.cards.list.invalidate();
      onRemoved(result);
    } catch (e) {
      // Already gone (another tab): the list only needs a refresh.
      if (readApiError(e).status === 404) {
        await utils.cards.list.invalidate();
        onRemoved("deleted");
      } else setFailed(true);
    }
  };

  return (
    <ConfirmDialogContent
      title={t(wording.title)}
      description={t("collections.collectionOf", { date: target.date })}
      cancelLabel={t("collections.remove.cancel")}
      confirmLabel={t(wording.confirm)}
      tone={wording.kind === "delete" ? "danger" : "primary"}
      pending={remove.isPending}
      error={failed ? t("collections.remove.failed") : undefined}
      onConfirm={() => void confirm()}
      confirmTestId="remove-collection-confirm"
      data-testid="remove-collection-dialog"
    >
      <p className="text-sm leading-6 text-slate-700" data-testid="remove-collection-text">
        {t(wording.text, wording.values)}
      </p>
    </ConfirmDialogContent>
  );
}
