// The inputs of the promo code dialog. Values and errors live in the dialog; this renders them.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { Checkbox } from "../ui/checkbox";
import { NumberField } from "../ui/number-field";
import { textBinding } from "../ui/field-binding";
import { TextField } from "../ui/text-field";
import type { PromoField, PromoFormValues, PromoKind } from "./promo-form";

export function PromoFormFields({
  mode,
  values,
  message,
  usedCount,
  disabled,
  onChange,
}: {
  mode: "create" | "edit";
  values: PromoFormValues;
  /** The translated error of a field, if any. */
  message(field: PromoField): string | undefined;
  usedCount?: number;
  disabled?: boolean;
  onChange(patch: Partial<PromoFormValues>): void;
}) {
  const { t } = useTranslation();
  const kindName = useId();
  const kinds: PromoKind[] = ["percent", "amount"];
  const bind = textBinding({ values, message, onChange, disabled });
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t("adminTools.promo.form.code")}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        // The code names orders: it cannot change after creation (the server keys by it).
        readOnly={mode === "edit"}
        hint={t("adminTools.promo.form.codeHint")}
        autoFocus={mode === "create"}
        className="[&_input]:uppercase"
        {...bind("code")}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t("adminTools.promo.form.kind")}</legend>
        <div className="flex flex-wrap gap-2">
          {kinds.map((k) => (
            <label
              key={k}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm",
                values.kind === k ? "border-brand-500 bg-brand-50 text-brand-800" : "border-slate-300 text-slate-700",
              )}
            >
              <input
                type="radio"
                name={kindName}
                value={k}
                checked={values.kind === k}
                disabled={disabled}
                onChange={() => onChange({ kind: k })}
                className="accent-brand-600"
              />
              {t(k === "percent" ? "adminTools.promo.form.kindPercent" : "adminTools.promo.form.kindAmount")}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {values.kind === "percent" ? (
          <NumberField
            label={t("adminTools.promo.form.percentOff")}
            name="percentOff"
            unit="%"
            value={values.percentOff}
            error={message("percentOff")}
            disabled={disabled}
            onValueChange={(percentOff) => onChange({ percentOff })}
          />
        ) : (
          <NumberField
            label={t("adminTools.promo.form.amountOff")}
            name="amountOff"
            decimal
            unit="₽"
            value={values.amountOff}
            error={message("amountOff")}
            disabled={disabled}
            onValueChange={(amountOff) => onChange({ amountOff })}
          />
        )}
        <NumberField
          label={t("adminTools.promo.form.usageLimit")}
          name="usageLimit"
          value={values.usageLimit}
          hint={t("adminTools.promo.form.usageHint")}
          error={message("usageLimit")}
          disabled={disabled}
          onValueChange={(usageLimit) => onChange({ usageLimit })}
        />
      </div>
      <TextField
        label={t("adminTools.promo.form.expiresAt")}
        type="date"
        hint={t("adminTools.promo.form.expiresHint")}
        className="sm:max-w-56"
        {...bind("expiresOn", "expiresAt")}
      />
      <Checkbox
        checked={values.active}
        onCheckedChange={(on) => onChange({ active: on })}
        label={t("adminTools.promo.form.active")}
        disabled={disabled}
        data-testid="promo-active"
      />
      {usedCount !== undefined && (
        <p className="text-sm text-slate-600">{t("adminTools.promo.form.usedSoFar", { count: usedCount })}</p>
      )}
    </div>
  );
}
