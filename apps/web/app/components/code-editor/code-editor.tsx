// The code tab of the AR editor (editors spec 2, 9), as the shell hosts it (editor-contract.ts).
// Monaco and the preview load in their own chunk, and only in the browser: Monaco needs the DOM.
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { CodeEditorProps } from "../ar-projects/editor-contract";
import { EditorPaneLoading } from "../ar-projects/editor-loading";
import { ClientOnly } from "../layout/client-only";

const CodeWorkspace = lazy(() => import("./code-workspace"));

function Loading() {
  const { t } = useTranslation();
  return <EditorPaneLoading label={t("codeEditor.loading")} />;
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
