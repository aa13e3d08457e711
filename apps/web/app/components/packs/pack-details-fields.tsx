// The name and author inputs shared by "Create custom pack" and the rename form of a pack.
import { useTranslation } from "react-i18next";
import { textBinding } from "../ui/field-binding";
import { TextField } from "../ui/text-field";
import type { PackField, PackFormValues } from "./pack-form";

export function PackDetailsFields({
  values,
  message,
  disabled,
  onChange,
  autoFocus,
}: {
  values: PackFormValues;
  /** The translated error of a field, if any. */
  message(field: PackField): string | undefined;
  disabled?: boolean;
  onChange(patch: Partial<PackFormValues>): void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const bind = textBinding({ values, message, onChange, disabled });
  return (
    <>
      <TextField
        label={t("packs.form.name")}
        autoComplete="off"
        maxLength={100}
        autoFocus={autoFocus}
        {...bind("name")}
        data-testid="pack-name-input"
      />
      <TextField
        label={t("packs.form.authorName")}
        autoComplete="off"
        maxLength={100}
        hint={t("packs.form.authorHint")}
        {...bind("authorName")}
        data-testid="pack-author-input"
      />
    </>
  );
}
