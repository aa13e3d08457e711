// A yes/no question before an action that cannot be taken back (delete an account, a pack, a
// project; mark a payment paid; reset a card). The dialog stays open while the call runs and shows
// its error; the caller closes it.
import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent } from "./dialog";

type ContentProps = {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  tone?: "primary" | "danger";
  pending: boolean;
  /** Already translated. */
  error?: string;
  onConfirm(): void;
  width?: number;
  confirmTestId?: string;
  errorTestId?: string;
  /** What the question says beyond its description. */
  children?: ReactNode;
  "data-testid"?: string;
};

/** The question's content, for a caller that keeps its own Dialog (one mounted per target). */
export function ConfirmDialogContent({
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = "primary",
  pending,
  error,
  onConfirm,
  width = 440,
  confirmTestId = "confirm-action",
  errorTestId = "confirm-error",
  children,
  ...rest
}: ContentProps) {
  return (
    <DialogContent
      title={title}
      description={description}
      width={width}
      data-testid={rest["data-testid"]}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={tone} loading={pending} onClick={onConfirm} data-testid={confirmTestId}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && (
        <Alert tone="error" className={children ? "mt-3" : undefined} data-testid={errorTestId}>
          {error}
        </Alert>
      )}
    </DialogContent>
  );
}

export function ConfirmDialog({
  open,
  onOpenChange,
  ...content
}: ContentProps & { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    // Escape and a backdrop click do nothing while the call runs, so its outcome is not lost.
    <Dialog open={open} onOpenChange={(next) => !content.pending && onOpenChange(next)}>
      <ConfirmDialogContent {...content} />
    </Dialog>
  );
}
