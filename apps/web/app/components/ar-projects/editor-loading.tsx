// The AR editor's loading screen (the project, or its first scene, on its way).
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
