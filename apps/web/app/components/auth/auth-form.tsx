// The form of an auth screen: no browser validation (the fields show the app's own errors), a
// form-level error on top, the fields, and one full-width submit button.
import type { FormEvent, ReactNode, RefObject } from "react";
import type { Message } from "../../lib/api-error";
import { Button } from "../ui/button";
import { FormError } from "../ui/form-error";

export function AuthForm({
  formRef,
  error,
  onSubmit,
  submitLabel,
  submitTestId,
  loading,
  disabled,
  children,
  ...rest
}: {
  formRef: RefObject<HTMLFormElement>;
  error?: Message;
  onSubmit(e: FormEvent): void;
  submitLabel: string;
  submitTestId: string;
  loading: boolean;
  disabled?: boolean;
  children: ReactNode;
  "data-testid": string;
}) {
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid={rest["data-testid"]}
    >
      <FormError error={error} data-testid="form-error" />
      {children}
      <Button
        type="submit"
        size="lg"
        className="mt-2 w-full"
        disabled={disabled}
        loading={loading}
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
    </form>
  );
}

/** The e-mail field of the sign-in, sign-up and forgot-password forms. */
export const emailFieldProps = { type: "email", autoComplete: "email", inputMode: "email" } as const;
