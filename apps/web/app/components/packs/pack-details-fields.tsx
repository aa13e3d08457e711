// The name and author inputs shared by "Create custom pack" and the rename form of a pack.
import { useTranslation } from "react-i18next";
import { TextField } from "../ui/text-field";
import { packFieldErrorKey, type PackFieldErrors, type PackFormValues } from "./pack-form";

export function PackDetailsFields({
  values,
  errors,
  disabled,
  onChange,
  autoFocus,
}: {
  values: PackFormValues;
  errors: PackFieldErrors;
  disabled?: boolean;
  onChange(patch: Partial<PackFormValues>): void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const message = (field: keyof PackFormValues) => {
    const code = errors[field];
    return code ? t(packFieldErrorKey(field, code)) : undefined;
  };
  return (
    <>
      <TextField
        label={t("packs.form.name")}
        name="name"
        autoComplete="off"
        maxLength={100}
        value={values.name}
        error={message("name")}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(e) => onChange({ name: e.target.value })}
        data-testid="pack-name-input"
      />
      <TextField
        label={t("packs.form.authorName")}
        name="authorName"
        autoComplete="off"
        maxLength={100}
        hint={t("packs.form.authorHint")}
        value={values.authorName}
        error={message("authorName")}
        disabled={disabled}
        onChange={(e) => onChange({ authorName: e.target.value })}
        data-testid="pack-author-input"
      />
    </>
  );
}
