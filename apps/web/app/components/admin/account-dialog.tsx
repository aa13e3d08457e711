// Create or edit an account (spec 2 "Admin accounts", spec 5). Field rules are checked before
// sending (account-form.ts); the server's field errors land on the same fields.
import { Link } from "@remix-run/react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "../../lib/api-error";
import { useFocusInvalid } from "../../lib/use-focus-invalid";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogClose, DialogContent } from "../ui/dialog";
import {
  accountFormFrom, accountInput, accountServerErrors, emptyAccountForm, validateAccountForm,
  type AccountFieldErrors, type AccountFormValues,
} from "./account-form";
import { AccountFormFields } from "./account-form-fields";
import type { AdminAccount } from "./admin-api";
import { HistoryIcon } from "./admin-icons";

export type AccountDialogTarget = { mode: "create" } | { mode: "edit"; account: AdminAccount };
export type AccountSaved = { email: string; mode: "create" | "edit"; passwordChanged: boolean; userId: number };

export function AccountDialog({ target, onClose, onSaved }: {
  /** null: closed. */
  target: AccountDialogTarget | null;
  onClose(): void;
  onSaved(saved: AccountSaved): void;
}) {
  // The calls live here, not in the per-opening content, so a result still arrives after a close.
  const create = trpc.admin.createAccount.useMutation();
  const update = trpc.admin.updateAccount.useMutation();
  const pending = create.isPending || update.isPending;
  return (
    // Escape and a backdrop click wait while a save runs, so its outcome is not lost.
    <Dialog open={target !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      {/* Mounted per opening (keyed by account), so each opening starts from the row's values. */}
      {target && (
        <AccountDialogContent key={target.mode === "edit" ? target.account.id : "new"} target={target} create={create} update={update} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

type CreateMutation = ReturnType<typeof trpc.admin.createAccount.useMutation>;
type UpdateMutation = ReturnType<typeof trpc.admin.updateAccount.useMutation>;

function AccountDialogContent({ target, create, update, onSaved }: {
  target: AccountDialogTarget;
  create: CreateMutation;
  update: UpdateMutation;
  onSaved(saved: AccountSaved): void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AccountFormValues>(() => (target.mode === "edit" ? accountFormFrom(target.account) : emptyAccountForm()));
  const [errors, setErrors] = useState<AccountFieldErrors>({});
  const [formError, setFormError] = useState<Message | undefined>();
  // A new object per failed submit: focus moves to the first invalid field then, not while typing.
  const [attempt, setAttempt] = useState({});
  useFocusInvalid(formRef, attempt);
  const pending = create.isPending || update.isPending;

  const failed = (err: unknown) => {
    const mapped = accountServerErrors(err);
    setErrors(mapped.fields);
    setFormError(mapped.form);
    setAttempt({});
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const invalid = validateAccountForm(values, target.mode);
    setErrors(invalid);
    setFormError(undefined);
    setAttempt({});
    // Spec 5: a wrong balance (or any other invalid field) sends nothing.
    if (Object.keys(invalid).length > 0) return;
    const input = accountInput(values);
    const passwordChanged = input.password !== undefined;
    if (target.mode === "create") {
      create.mutate(input, { onSuccess: (user) => onSaved({ email: user.email, mode: "create", passwordChanged, userId: user.id }), onError: failed });
    } else {
      const userId = target.account.id;
      update.mutate({ userId, ...input }, { onSuccess: (user) => onSaved({ email: user.email, mode: "edit", passwordChanged, userId }), onError: failed });
    }
  };

  return (
    <DialogContent
      title={t(target.mode === "edit" ? "admin.form.editTitle" : "admin.form.createTitle")}
      description={target.mode === "edit" ? target.account.email : undefined}
      width={600}
      data-testid="account-dialog"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {t("admin.form.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={pending} data-testid="account-submit">
            {t(target.mode === "edit" ? "admin.form.save" : "admin.form.create")}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {formError && (
          <Alert tone="error" data-testid="account-form-error">
            {t(formError.key, formError.values)}
          </Alert>
        )}
        <AccountFormFields
          mode={target.mode}
          values={values}
          errors={errors}
          disabled={pending}
          onChange={(patch) => {
            setValues((v) => ({ ...v, ...patch }));
            // A field's error goes once the user edits that field.
            setErrors((errs) => Object.fromEntries(Object.entries(errs).filter(([k]) => !(k in patch))));
          }}
        />
        {target.mode === "edit" && (
          <Link to={`/admin/history?targetType=User&targetId=${target.account.id}`} className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
            <HistoryIcon className="size-4" />
            {t("admin.accounts.historyOf", { name: target.account.name })}
          </Link>
        )}
      </form>
    </DialogContent>
  );
}
