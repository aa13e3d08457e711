// Confirmation before a pack is deleted: it takes its items with it, for everyone who got it.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogClose, DialogContent } from "../ui/dialog";

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
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent
        title={t("packs.delete.title")}
        description={t("packs.delete.text", { name: pack.name })}
        width={420}
        data-testid="delete-pack-dialog"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                {t("packs.delete.cancel")}
              </Button>
            </DialogClose>
            <Button variant="danger" loading={remove.isPending} onClick={confirm} data-testid="delete-pack-confirm">
              {t("packs.delete.confirm")}
            </Button>
          </>
        }
      >
        {failed && <Alert tone="error">{t("errors.generic")}</Alert>}
      </DialogContent>
    </Dialog>
  );
}
