// Create or edit an account (spec 2 "Admin accounts", spec 5). Field rules are checked before
// sending (account-form.ts); the server's field errors land on the same fields.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { FormDialog, FormDialogContent } from "../ui/form-dialog";
import { useFormErrors } from "../ui/use-form-errors";
import {
  accountFieldErrorKey,
  accountFormFrom,
  accountInput,
  accountServerErrors,
  emptyAccountForm,
  validateAccountForm,
  type AccountField,
  type AccountFormValues,
} from "./account-form";
import { AccountFormFields } from "./account-form-fields";
import type { AdminAccount } from "./admin-api";
import { HistoryLink } from "./history-link";

export type AccountDialogTarget = { mode: "create" } | { mode: "edit"; account: AdminAccount };
export type AccountSaved = { email: string; mode: "create" | "edit"; passwordChanged: boolean; userId: number };

export function AccountDialog({
  target,
  onClose,
  onSaved,
}: {
  /** null: closed. */
  target: AccountDialogTarget | null;
  onClose(): void;
  onSaved(saved: AccountSaved): void;
}) {
  // The calls live here, not in the per-opening content, so a result still arrives after a close.
  const create = trpc.admin.createAccount.useMutation();
  const update = trpc.admin.updateAccount.useMutation();
  return (
    <FormDialog open={target !== null} pending={create.isPending || update.isPending} onClose={onClose}>
      {/* Mounted per opening (keyed by account), so each opening starts from the row's values. */}
      {target && (
        <AccountDialogContent
          key={target.mode === "edit" ? target.account.id : "new"}
          target={target}
          create={create}
          update={update}
          onSaved={onSaved}
        />
      )}
    </FormDialog>
  );
}

type CreateMutation = ReturnType<typeof trpc.admin.createAccount.useMutation>;
type UpdateMutation = ReturnType<typeof trpc.admin.updateAccount.useMutation>;

function AccountDialogContent({
  target,
  create,
  update,
  onSaved,
}: {
  target: AccountDialogTarget;
  create: CreateMutation;
  update: UpdateMutation;
  onSaved(saved: AccountSaved): void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AccountFormValues>(() =>
    target.mode === "edit" ? accountFormFrom(target.account) : emptyAccountForm(),
  );
  const form = useFormErrors<AccountField>(accountFieldErrorKey);
  const pending = create.isPending || update.isPending;
  const failed = (err: unknown) => form.fail(accountServerErrors(err));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    // Spec 5: a wrong balance (or any other invalid field) sends nothing.
    if (!form.check(validateAccountForm(values, target.mode))) return;
    const input = accountInput(values);
    const passwordChanged = input.password !== undefined;
    if (target.mode === "create") {
      create.mutate(input, {
        onSuccess: (user) => onSaved({ email: user.email, mode: "create", passwordChanged, userId: user.id }),
        onError: failed,
      });
    } else {
      const userId = target.account.id;
      update.mutate(
        { userId, ...input },
        { onSuccess: (user) => onSaved({ email: user.email, mode: "edit", passwordChanged, userId }), onError: failed },
      );
    }
  };

  return (
    <FormDialogContent
      title={t(target.mode === "edit" ? "admin.form.editTitle" : "admin.form.createTitle")}
      description={target.mode === "edit" ? target.account.email : undefined}
      width={600}
      testId="account"
      cancelLabel={t("admin.form.cancel")}
      submitLabel={t(target.mode === "edit" ? "admin.form.save" : "admin.form.create")}
      pending={pending}
      formRef={form.formRef}
      formError={form.errors.form}
      onSubmit={submit}
    >
      <AccountFormFields
        mode={target.mode}
        values={values}
        message={form.message}
        disabled={pending}
        onChange={(patch) => {
          setValues((v) => ({ ...v, ...patch }));
          // A field's error goes once the user edits that field.
          form.clear(Object.keys(patch));
        }}
      />
      {target.mode === "edit" && (
        <HistoryLink to={`/admin/history?targetType=User&targetId=${target.account.id}`}>
          {t("admin.accounts.historyOf", { name: target.account.name })}
        </HistoryLink>
      )}
    </FormDialogContent>
  );
}
