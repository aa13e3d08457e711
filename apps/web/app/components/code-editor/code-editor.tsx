// The code tab of the AR editor (editors spec 2, 9), as the shell hosts it (editor-contract.ts).
// Monaco and the preview load in their own chunk, and only in the browser: Monaco needs the DOM.
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { CodeEditorProps } from "../ar-projects/editor-contract";
import { ClientOnly } from "../layout/client-only";
import { Spinner } from "../ui/spinner";

const CodeWorkspace = lazy(() => import("./code-workspace"));

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid h-full place-items-center text-sm text-slate-500">
      <span className="flex items-center gap-2">
        <Spinner className="size-4" />
        {t("codeEditor.loading")}
      </span>
    </div>
  );
}

export default function CodeEditor(props: CodeEditorProps) {
  return (
    <ClientOnly fallback={<Loading />}>
      {() => (
        <Suspense fallback={<Loading />}>
          <CodeWorkspace {...props} />
        </Suspense>
      )}
    </ClientOnly>
  );
}
