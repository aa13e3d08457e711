// The shell of a dialog that edits something through a form: Escape and a backdrop click wait
// while a save runs (so its outcome is not lost), a form-level error above the fields, Cancel and
// the submit button in the footer. Test ids derive from `testId`: <id>-dialog, -submit, -form-error.
import { useId, type FormEvent, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "../../lib/api-error";
import { Alert } from "./alert";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent } from "./dialog";

/** The dialog root: closing is refused while `pending`. */
export function FormDialog({
  open,
  pending,
  onClose,
  children,
}: {
  open: boolean;
  pending: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      {children}
    </Dialog>
  );
}

export function FormDialogContent({
  title,
  description,
  width,
  testId,
  cancelLabel,
  submitLabel,
  pending,
  formRef,
  formError,
  onSubmit,
  children,
}: {
  title: string;
  description?: string;
  width: number;
  testId: string;
  cancelLabel: string;
  submitLabel: string;
  pending: boolean;
  formRef: RefObject<HTMLFormElement>;
  formError?: Message;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <DialogContent
      title={title}
      description={description}
      width={width}
      data-testid={`${testId}-dialog`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={pending} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError && (
          <Alert tone="error" data-testid={`${testId}-form-error`}>
            {t(formError.key, formError.values)}
          </Alert>
        )}
        {children}
      </form>
    </DialogContent>
  );
}
