// The two editors the shell hosts, loaded lazily so three.js and Monaco stay in their own chunks
// (STACK.md): nothing of them is fetched until a scene or code tab opens.
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { CodeEditorProps, SceneEditorProps } from "./editor-contract";
import { EditorPaneLoading } from "./editor-loading";

const SceneEditor = lazy(() => import("../scene-editor/scene-editor"));
const CodeEditor = lazy(() => import("../code-editor/code-editor"));

function EditorFallback() {
  const { t } = useTranslation();
  return <EditorPaneLoading label={t("arProjects.editor.loading")} />;
}

export function HostedSceneEditor(props: SceneEditorProps) {
  return (
    <Suspense fallback={<EditorFallback />}>
      <SceneEditor {...props} />
    </Suspense>
  );
}

export function HostedCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<EditorFallback />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
