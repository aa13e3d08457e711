import { useTranslation } from "react-i18next";
import { isLng, type Lng } from "../../i18n/languages";
import { cn } from "../../lib/cn";
import { useSwitchLanguage } from "../../lib/use-switch-language";

const LANGUAGES: readonly Lng[] = ["en", "ru"];

/** EN | RU toggle for the screens without the user menu (sign-in, sign-up). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const current = isLng(i18n.language) ? i18n.language : "ru";
  return (
    <div
      role="group"
      aria-label={t("menu.language")}
      className={cn("inline-flex rounded-lg border border-slate-200 bg-white p-0.5 shadow-xs", className)}
    >
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={current === lng}
          aria-label={t(`menu.languages.${lng}`)}
          data-testid={`auth-lang-${lng}`}
          onClick={() => current !== lng && switchLanguage(lng)}
          className={cn(
            "h-7 rounded-md px-2.5 text-xs font-semibold tracking-wide uppercase transition-colors focus-visible:outline-2 focus-visible:outline-brand-500",
            current === lng ? "bg-slate-900 text-white" : "text-slate-500 hover:text-slate-900",
          )}
        >
          {lng}
        </button>
      ))}
    </div>
  );
}
