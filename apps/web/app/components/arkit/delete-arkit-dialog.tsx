// Confirmation before an ARKit project is deleted (issue 22): its model, USDZ and preview go, and
// its printed or shared QR code stops opening anything — it cannot be undone.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogClose, DialogContent } from "../ui/dialog";

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
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent
        title={t("arkit.delete.title")}
        description={t("arkit.delete.text", { name: project.name })}
        width={420}
        data-testid="arkit-delete-dialog"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                {t("arkit.delete.cancel")}
              </Button>
            </DialogClose>
            <Button variant="danger" loading={remove.isPending} onClick={confirm} data-testid="arkit-delete-confirm">
              {t("arkit.delete.confirm")}
            </Button>
          </>
        }
      >
        {failed && <Alert tone="error">{t("errors.generic")}</Alert>}
      </DialogContent>
    </Dialog>
  );
}
