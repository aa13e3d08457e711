// Confirmation before a pack is deleted: it takes its items with it, for everyone who got it.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { ConfirmDialog } from "../ui/confirm-dialog";

export function DeletePackDialog({
  pack,
  open,
  onOpenChange,
  onDeleted,
}: {
  pack: { id: number; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const remove = trpc.packs.delete.useMutation();
  const confirm = () => {
    setFailed(false);
    remove.mutate({ packId: pack.id }, { onSuccess: onDeleted, onError: () => setFailed(true) });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("packs.delete.title")}
      description={t("packs.delete.text", { name: pack.name })}
      width={420}
      cancelLabel={t("packs.delete.cancel")}
      confirmLabel={t("packs.delete.confirm")}
      tone="danger"
      pending={remove.isPending}
      error={failed ? t("errors.generic") : undefined}
      onConfirm={confirm}
      confirmTestId="delete-pack-confirm"
      data-testid="delete-pack-dialog"
    />
  );
}
