import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";

/** The product mark (same drawing as the favicon) with the product name beside it. */
export function Logo({ className, withName = true }: { className?: string; withName?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#2856e0" />
        <path d="M9 23 15 9h2l6 14h-3l-1.4-3.5h-5.2L12 23zm4.4-6h3.2L15 12.8z" fill="#fff" />
      </svg>
      {withName && <span className="text-[15px] font-semibold tracking-tight text-slate-900">{t("app.name")}</span>}
    </span>
  );
}
