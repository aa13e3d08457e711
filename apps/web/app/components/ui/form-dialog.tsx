// The shell of a dialog that edits something through a form: Escape and a backdrop click wait
// while a save runs (so its outcome is not lost), a form-level error above the fields, Cancel and
// the submit button in the footer. Test ids derive from `testId`: <id>-dialog, -submit, -form-error.
// DialogForm is the same body and footer for dialogs that keep their own root and test ids.
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

/** FormDialog's content: DialogForm with test ids from `testId` and a form-level error above the fields. */
export function FormDialogContent({
  testId,
  formError,
  children,
  ...rest
}: Omit<DialogFormProps, "testId" | "submitTestId"> & {
  testId: string;
  formError?: Message;
}) {
  const { t } = useTranslation();
  return (
    <DialogForm {...rest} testId={`${testId}-dialog`} submitTestId={`${testId}-submit`}>
      {formError && (
        <Alert tone="error" data-testid={`${testId}-form-error`}>
          {t(formError.key, formError.values)}
        </Alert>
      )}
      {children}
    </DialogForm>
  );
}

type DialogFormProps = {
  title: string;
  description?: string;
  width: number;
  /** The dialog's test id. */
  testId?: string;
  submitTestId?: string;
  cancelLabel: string;
  submitLabel: string;
  /** A save or upload runs: Cancel is disabled, the submit button shows it. */
  pending: boolean;
  formRef?: RefObject<HTMLFormElement>;
  /** The form's classes (default: a column with gap-4). */
  className?: string;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
};

/** Dialog content whose body is one form, sent by the footer's submit button; Cancel asks the root to close. */
export function DialogForm({
  title,
  description,
  width,
  testId,
  submitTestId,
  cancelLabel,
  submitLabel,
  pending,
  formRef,
  className = "flex flex-col gap-4",
  onSubmit,
  children,
}: DialogFormProps) {
  const formId = useId();
  return (
    <DialogContent
      title={title}
      description={description}
      width={width}
      data-testid={testId}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={pending} data-testid={submitTestId}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={onSubmit} className={className}>
        {children}
      </form>
    </DialogContent>
  );
}
