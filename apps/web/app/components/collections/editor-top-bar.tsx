// The classic editor's own top bar (card editors show no side menu or header, platform spec 2):
// back to /cards, the title, whether changes are saved, and Save collection — enabled only
// when something is unsaved.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { ArrowLeftIcon } from "../ui/icons";

export function EditorTopBar({
  title,
  showSave,
  changed,
  saving,
  onSave,
}: {
  title: string;
  showSave: boolean;
  changed: boolean;
  saving: boolean;
  onSave(): void;
}) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 md:px-8">
        <Link
          to="/cards"
          aria-label={t("collections.editor.back")}
          title={t("collections.editor.back")}
          data-testid="editor-back"
          className="-ml-1 grid size-9 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <ArrowLeftIcon className="size-5" />
        </Link>
        <h1 className="min-w-0 truncate text-base font-semibold text-slate-900 sm:text-lg" data-testid="editor-title">
          {title}
        </h1>
        {showSave && (
          <div className="ml-auto flex shrink-0 items-center gap-3">
            <span
              aria-live="polite"
              className="hidden text-sm text-slate-500 sm:inline"
              data-testid="editor-save-state"
            >
              {changed ? t("collections.editor.unsaved") : t("collections.editor.allSaved")}
            </span>
            <Button
              onClick={onSave}
              disabled={!changed}
              loading={saving}
              className="max-sm:h-8 max-sm:px-3"
              data-testid="editor-save"
            >
              {t("collections.editor.save")}
            </Button>
          </div>
        )}
      </div>
    </header>
  );
}
