// A yes/no question before an admin action that cannot be taken back (delete an account, mark a
// payment paid). The dialog stays open while the call runs and shows its error; the caller closes it.
import type { ReactNode } from "react";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogClose, DialogContent } from "../ui/dialog";

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = "primary",
  pending,
  error,
  onConfirm,
  ...rest
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  tone?: "primary" | "danger";
  pending: boolean;
  /** Already translated. */
  error?: string;
  onConfirm(): void;
  "data-testid"?: string;
}) {
  return (
    // Escape and a backdrop click do nothing while the call runs, so its outcome is not lost.
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent
        title={title}
        description={description}
        width={440}
        data-testid={rest["data-testid"]}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button variant={tone} loading={pending} onClick={onConfirm} data-testid="confirm-action">
              {confirmLabel}
            </Button>
          </>
        }
      >
        {error && (
          <Alert tone="error" data-testid="confirm-error">
            {error}
          </Alert>
        )}
      </DialogContent>
    </Dialog>
  );
}
