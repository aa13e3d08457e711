// The account page's settings forms: required text fields sent by one call, emptied once it has
// gone through, with the call's refusals shown on their fields (or above them).
import type { FormEvent, ReactNode } from "react";
import { Button } from "../ui/button";
import { FormError } from "../ui/form-error";
import { useTextForm } from "../ui/use-form-errors";

type Mutation<F extends string> = {
  mutate(values: Record<F, string>, callbacks: { onSuccess(): void; onError(err: unknown): void }): void;
  isPending: boolean;
};

export function AccountForm<F extends string>({
  empty,
  mutation,
  testId,
  submitLabel,
  intro,
  done,
  children,
}: {
  empty: Record<F, string>;
  mutation: Mutation<F>;
  /** <id>-form and <id>-submit. */
  testId: string;
  submitLabel: string;
  intro?: ReactNode;
  /** What the form says once a call has gone through. */
  done: ReactNode;
  children(field: ReturnType<typeof useTextForm<F>>["field"]): ReactNode;
}) {
  const form = useTextForm(empty);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.checkRequired()) return;
    mutation.mutate(form.values, {
      onSuccess: () => form.setValues(empty),
      onError: form.failCall,
    });
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid={`${testId}-form`}
    >
      {intro}
      <FormError error={form.errors.form} />
      {done}
      {children(form.field)}
      <Button type="submit" className="self-start" loading={mutation.isPending} data-testid={`${testId}-submit`}>
        {submitLabel}
      </Button>
    </form>
  );
}
