// The AR editor's loading screens: the whole editor (the project, or its first scene, on its way)
// and one tab's editor.
import { useTranslation } from "react-i18next";
import { Spinner } from "../ui/spinner";

export function EditorLoading() {
  const { t } = useTranslation();
  return (
    <main
      role="status"
      className="grid min-h-screen place-items-center bg-slate-50 text-sm text-slate-600"
      data-testid="editor-loading"
    >
      <span className="flex items-center gap-2">
        <Spinner className="size-5 text-brand-600" />
        {t("arProjects.editor.loading")}
      </span>
    </main>
  );
}

/** A tab's editor on its way (its code chunk loading), in the tab's area. */
export function EditorPaneLoading({ label }: { label: string }) {
  return (
    <div role="status" className="grid h-full place-items-center text-sm text-slate-500">
      <span className="flex items-center gap-2">
        <Spinner className="size-4" />
        {label}
      </span>
    </div>
  );
}
