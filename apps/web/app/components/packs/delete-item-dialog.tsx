// Confirmation before one item leaves a pack (issue 23). The server refuses while a filled card
// shows the item (409 item in_use, docs/decisions/0036); that answer is said here, in words.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import { ConfirmDialog } from "../ui/confirm-dialog";

export function DeleteItemDialog({
  packId,
  item,
  onClose,
  onDeleted,
}: {
  packId: number;
  /** null: closed. */
  item: { id: number; name: string } | null;
  onClose(): void;
  onDeleted(itemId: number): void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | undefined>();
  const remove = trpc.packs.deleteItem.useMutation();
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => {
        if (open) return;
        setError(undefined);
        onClose();
      }}
      title={t("adminTools.packs.deleteItemTitle")}
      description={item ? `${item.name}. ${t("adminTools.packs.deleteItemText")}` : ""}
      confirmLabel={t("adminTools.packs.deleteItemConfirm")}
      cancelLabel={t("adminTools.packs.deleteItemCancel")}
      tone="danger"
      pending={remove.isPending}
      error={error}
      onConfirm={() => {
        if (!item) return;
        setError(undefined);
        remove.mutate(
          { packId, itemId: item.id },
          {
            onSuccess: () => onDeleted(item.id),
            onError: (err) =>
              setError(
                t(
                  readApiError(err).fields.item === "in_use"
                    ? "adminTools.packs.itemInUse"
                    : "adminTools.packs.itemDeleteFailed",
                ),
              ),
          },
        );
      }}
      data-testid="delete-item-dialog"
    />
  );
}
