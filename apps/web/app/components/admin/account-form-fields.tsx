// The inputs of the create/edit account dialog. Values and errors live in the dialog; this only
// renders them and reports edits.
import { useTranslation } from "react-i18next";
import { Checkbox } from "../ui/checkbox";
import { NumberField } from "../ui/number-field";
import { textBinding } from "../ui/field-binding";
import { TextField } from "../ui/text-field";
import { FEATURE_IDS, PASSWORD_MASK, toggleFeature, type AccountField, type AccountFormValues } from "./account-form";

export function AccountFormFields({
  mode,
  values,
  message,
  disabled,
  onChange,
}: {
  mode: "create" | "edit";
  values: AccountFormValues;
  /** The translated error of a field, if any. */
  message(field: AccountField): string | undefined;
  disabled?: boolean;
  onChange(patch: Partial<AccountFormValues>): void;
}) {
  const { t } = useTranslation();
  const adminError = message("isAdmin");
  const bind = textBinding({ values, message, onChange, disabled });
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t("admin.form.name")} autoComplete="off" maxLength={100} autoFocus {...bind("name")} />
        <TextField
          label={t("admin.form.email")}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          {...bind("email")}
        />
      </div>
      <TextField
        label={t("admin.form.password")}
        type="password"
        // "new-password": the browser must not fill in the admin's own saved password here.
        autoComplete="new-password"
        hint={t(mode === "edit" ? "admin.form.passwordEditHint" : "admin.form.passwordCreateHint")}
        // Focusing the untouched mask selects it, so typing replaces it instead of appending.
        onFocus={(e) => values.password === PASSWORD_MASK && e.currentTarget.select()}
        {...bind("password")}
      />

      <fieldset className="flex flex-col gap-2" disabled={disabled}>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t("admin.form.features")}</legend>
        <div className="grid gap-2 sm:grid-cols-2" data-testid="feature-checkboxes">
          {FEATURE_IDS.map((id) => (
            <Checkbox
              key={id}
              name="features"
              checked={values.features.includes(id)}
              disabled={disabled}
              onCheckedChange={(on) => onChange({ features: toggleFeature(values.features, id, on) })}
              data-testid={`feature-${id}`}
              label={
                <>
                  {t(`admin.features.${id}`)} <code className="ml-1 text-xs text-slate-500">{id}</code>
                </>
              }
            />
          ))}
        </div>
        {message("features") && <p className="text-xs font-medium text-red-600">{message("features")}</p>}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label={t("admin.form.cardsBalance")}
          name="cardsBalance"
          value={values.cardsBalance}
          error={message("cardsBalance")}
          disabled={disabled}
          onValueChange={(cardsBalance) => onChange({ cardsBalance })}
        />
        <TextField
          label={t("admin.form.customDomain")}
          autoComplete="off"
          spellCheck={false}
          maxLength={253}
          hint={t("admin.form.customDomainHint")}
          {...bind("customDomain")}
        />
      </div>

      <div className="flex flex-col gap-1">
        <Checkbox
          name="isAdmin"
          checked={values.isAdmin}
          disabled={disabled}
          onCheckedChange={(isAdmin) => onChange({ isAdmin })}
          label={t("admin.form.isAdmin")}
          data-testid="is-admin"
        />
        {adminError && (
          <p role="alert" className="pl-8 text-xs font-medium text-red-600">
            {adminError}
          </p>
        )}
      </div>
    </div>
  );
}
