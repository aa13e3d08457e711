// Create or edit a promo code (issue 23) through the admin API (admin.createPromoCode /
// updatePromoCode, audit-logged by the server). Field rules are checked before sending
// (promo-form.ts); the server's field errors land on the same fields.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { FormDialog, FormDialogContent } from "../ui/form-dialog";
import { useFormErrors } from "../ui/use-form-errors";
import { HistoryLink } from "./history-link";
import { PromoFormFields } from "./promo-form-fields";
import {
  emptyPromoForm,
  promoFieldErrorKey,
  promoFormFrom,
  promoInput,
  promoServerErrors,
  validatePromoForm,
  type PromoCodeRow,
  type PromoField,
  type PromoFormValues,
} from "./promo-form";

export type PromoDialogTarget = { mode: "create" } | { mode: "edit"; code: PromoCodeRow };

export function PromoCodeDialog({
  target,
  onClose,
  onSaved,
}: {
  /** null: closed. */
  target: PromoDialogTarget | null;
  onClose(): void;
  onSaved(saved: { code: string; mode: "create" | "edit" }): void;
}) {
  // The calls live here, not in the per-opening content, so a result still arrives after a close.
  const create = trpc.admin.createPromoCode.useMutation();
  const update = trpc.admin.updatePromoCode.useMutation();
  return (
    <FormDialog open={target !== null} pending={create.isPending || update.isPending} onClose={onClose}>
      {target && (
        <PromoDialogContent
          key={target.mode === "edit" ? target.code.code : "new"}
          target={target}
          create={create}
          update={update}
          onSaved={onSaved}
        />
      )}
    </FormDialog>
  );
}

type SaveMutation = ReturnType<typeof trpc.admin.createPromoCode.useMutation>;

function PromoDialogContent({
  target,
  create,
  update,
  onSaved,
}: {
  target: PromoDialogTarget;
  create: SaveMutation;
  update: SaveMutation;
  onSaved(saved: { code: string; mode: "create" | "edit" }): void;
}) {
  const { t, i18n } = useTranslation();
  const before = target.mode === "edit" ? target.code : undefined;
  const [values, setValues] = useState<PromoFormValues>(() =>
    before ? promoFormFrom(before, i18n.language) : emptyPromoForm(),
  );
  const form = useFormErrors<PromoField>(promoFieldErrorKey);
  const pending = create.isPending || update.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending || !form.check(validatePromoForm(values))) return;
    const input = promoInput(values, before);
    const mutation = target.mode === "create" ? create : update;
    mutation.mutate(input, {
      onSuccess: (saved) => onSaved({ code: saved.code, mode: target.mode }),
      onError: (err) => form.fail(promoServerErrors(err)),
    });
  };

  return (
    <FormDialogContent
      title={t(target.mode === "edit" ? "adminTools.promo.form.editTitle" : "adminTools.promo.form.createTitle")}
      description={before?.code}
      width={560}
      testId="promo"
      cancelLabel={t("adminTools.promo.form.cancel")}
      submitLabel={t(target.mode === "edit" ? "adminTools.promo.form.save" : "adminTools.promo.form.createSubmit")}
      pending={pending}
      formRef={form.formRef}
      formError={form.errors.form}
      onSubmit={submit}
    >
      <PromoFormFields
        mode={target.mode}
        values={values}
        message={form.message}
        usedCount={before?.usedCount}
        disabled={pending}
        onChange={(patch) => {
          setValues((v) => ({ ...v, ...patch }));
          // A field's error goes once that field is edited (the expiry's field is expiresAt).
          form.clear(Object.keys(patch).map((k) => (k === "expiresOn" ? "expiresAt" : k)));
        }}
      />
      {before && <HistoryLink to="/admin/history?targetType=promoCode">{t("adminTools.promo.history")}</HistoryLink>}
    </FormDialogContent>
  );
}
