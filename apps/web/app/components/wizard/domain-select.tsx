// The domain selector of the features step (editors spec 6), a native select: few options, and
// it behaves well on phones.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { inputClasses } from "../ui/text-field";
import type { DomainOption } from "./domain-options";

export function DomainSelect({
  options,
  value,
  loading,
  onChange,
}: {
  options: DomainOption[];
  value: string | null;
  loading: boolean;
  onChange(value: string | null): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex max-w-xl flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t("wizard.features.domain.label")}
      </label>
      <select
        id={id}
        value={value ?? ""}
        disabled={loading}
        onChange={(e) => onChange(e.target.value || null)}
        className={cn(inputClasses, "pr-8")}
        data-testid="domain-select"
        aria-describedby={`${id}-hint`}
      >
        {loading && <option value="">{t("wizard.features.domain.loading")}</option>}
        {options.map((o) => (
          <option key={o.kind} value={o.value ?? ""}>
            {t(`wizard.features.domain.${o.kind}`, { host: o.host })}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t("wizard.features.domain.hint")}
      </p>
    </div>
  );
}
