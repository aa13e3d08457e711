// The wizard's own top bar (card editors show no side menu or header, platform spec 2): the back
// link to /cards-v2 and the collection's title.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ArrowLeftIcon } from "../ui/icons";

export function WizardTopBar({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 md:px-8">
        <Link
          to="/cards-v2"
          aria-label={t("wizard.back")}
          title={t("wizard.back")}
          data-testid="wizard-back"
          className="-ml-1 grid size-9 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <ArrowLeftIcon className="size-5" />
        </Link>
        <h1 className="min-w-0 truncate text-base font-semibold text-slate-900 sm:text-lg" data-testid="wizard-title">
          {title}
        </h1>
      </div>
    </header>
  );
}
