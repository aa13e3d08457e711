// The two editors the shell hosts, loaded lazily so three.js and Monaco stay in their own chunks
// (STACK.md): nothing of them is fetched until a scene or code tab opens.
import { lazy, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../ui/spinner";
import type { CodeEditorProps, SceneEditorProps } from "./editor-contract";

const SceneEditor = lazy(() => import("../scene-editor/scene-editor"));
const CodeEditor = lazy(() => import("../code-editor/code-editor"));

function EditorFallback(): ReactNode {
  const { t } = useTranslation();
  return (
    <div role="status" className="grid h-full place-items-center text-sm text-slate-500">
      <span className="flex items-center gap-2">
        <Spinner className="size-4" />
        {t("arProjects.editor.loading")}
      </span>
    </div>
  );
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
