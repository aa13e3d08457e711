// Confirmation before an ARKit project is deleted (issue 22): its model, USDZ and preview go, and
// its printed or shared QR code stops opening anything — it cannot be undone.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { ConfirmDialog } from "../ui/confirm-dialog";

export function DeleteArkitDialog({
  project,
  open,
  onOpenChange,
  onDeleted,
}: {
  project: { id: number; name: string };
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const remove = trpc.arkit.remove.useMutation();
  const confirm = () => {
    setFailed(false);
    remove.mutate({ projectId: project.id }, { onSuccess: onDeleted, onError: () => setFailed(true) });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("arkit.delete.title")}
      description={t("arkit.delete.text", { name: project.name })}
      width={420}
      cancelLabel={t("arkit.delete.cancel")}
      confirmLabel={t("arkit.delete.confirm")}
      tone="danger"
      pending={remove.isPending}
      error={failed ? t("errors.generic") : undefined}
      onConfirm={confirm}
      confirmTestId="arkit-delete-confirm"
      data-testid="arkit-delete-dialog"
    />
  );
}
