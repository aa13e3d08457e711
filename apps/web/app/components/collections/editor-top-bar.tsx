// The classic editor's own top bar (card editors show no side menu or header, platform spec 2):
// back to /cards, the title, whether changes are saved, and Save collection — enabled only
// when something is unsaved.
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { TopBar } from "../ui/top-bar";

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
    <TopBar
      backTo="/cards"
      backLabel={t("collections.editor.back")}
      title={title}
      testId="editor"
      className="max-w-6xl"
    >
      {showSave && (
        <div className="ml-auto flex shrink-0 items-center gap-3">
          <span aria-live="polite" className="hidden text-sm text-slate-500 sm:inline" data-testid="editor-save-state">
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
    </TopBar>
  );
}
