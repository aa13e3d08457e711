// The code editor proper (editors spec 2 code tab, 9): Monaco on the left with the script API's
// types, the live preview and the assets on the right. The preview re-runs the script 700 ms
// after the last keystroke. Loaded lazily (code-editor.tsx), so Monaco stays in this chunk.
import Editor, { type OnMount } from "@monaco-editor/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CodeData, CodeEditorProps } from "../ar-projects/editor-contract";
import { Spinner } from "../ui/spinner";
import { AssetPanel } from "./asset-panel";
import { namedAssets, previewKind } from "./code-assets";
import { monaco, setScriptApiTypes, syntaxProblems } from "./monaco-setup";
import type { PreviewAssetSource, PreviewHandle } from "./preview-frame";
import { PreviewPanel, type PreviewState, type RunReport } from "./preview-panel";
import { usePreviewMarkers } from "./use-preview-markers";
import { useStartScript } from "./use-start-script";
import type { FromFrame } from "./sandbox/protocol";

/** Editors spec 9: the preview re-runs 700 ms after the last keystroke. */
export const RERUN_DEBOUNCE_MS = 700;

const noReport: RunReport = { logs: [], warnings: [], assetErrors: [] };

type Editor = Parameters<OnMount>[0];

export default function CodeWorkspace({
  project,
  codeData,
  codeRevision = 0,
  assets,
  onCodeDataChange,
  uploadAsset,
}: CodeEditorProps) {
  const { t } = useTranslation();
  const editorRef = useRef<Editor | null>(null);
  const previewRef = useRef<PreviewHandle>(null);
  const [preview, setPreview] = useState<PreviewState>({ phase: "starting" });
  const [report, setReport] = useState<RunReport>(noReport);
  const runCounter = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const frameReady = useRef(false);

  // The latest code data, for callbacks that finish after other edits (uploads, the debounce).
  const latest = useRef<CodeData>(codeData);
  latest.current = codeData;
  const change = useCallback(
    (next: CodeData) => {
      latest.current = next;
      onCodeDataChange(next);
    },
    [onCodeDataChange],
  );

  const startScript = useStartScript(project, latest);

  // The code replaced from outside (a conflict reloaded the saved code): Monaco keeps its own model
  // per path, so it is set here — without reporting it back as an edit of ours.
  const applying = useRef(false);
  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (codeRevision === 0 || !model || model.getValue() === latest.current.code) return;
    applying.current = true;
    try {
      model.setValue(latest.current.code);
    } finally {
      applying.current = false;
    }
  }, [codeRevision]);

  const named = useMemo(() => namedAssets(codeData.assetData, assets), [codeData.assetData, assets]);
  const assetNames = useMemo(() => named.map((n) => n.name), [named]);
  // Only ready files of the preview's kinds; the key changes when the stored file does.
  const previewAssets = useMemo<PreviewAssetSource[]>(
    () =>
      named.flatMap((n) => {
        const kind = n.asset ? previewKind(n.asset.kind) : null;
        return n.asset?.src && kind ? [{ name: n.name, kind, src: n.asset.src, key: `${n.id}:${n.asset.src}` }] : [];
      }),
    [named],
  );
  useEffect(() => setScriptApiTypes(assetNames), [assetNames]);

  const { markerToggles, markersRef, toggleMarker } = usePreviewMarkers(project.scenes, previewRef);

  const setMarkers = useCallback((markers: { line: number; message: string; severity: "error" | "warning" }[]) => {
    const model = editorRef.current?.getModel();
    if (!model) return;
    monaco.editor.setModelMarkers(
      model,
      "preview",
      markers.map((m) => ({
        severity: m.severity === "error" ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
        message: m.message,
        startLineNumber: m.line,
        endLineNumber: m.line,
        startColumn: 1,
        endColumn: model.getLineMaxColumn(Math.min(m.line, model.getLineCount())),
      })),
    );
  }, []);

  const runNow = useCallback(async () => {
    window.clearTimeout(timer.current);
    if (!frameReady.current) return;
    const runId = ++runCounter.current;
    const model = editorRef.current?.getModel();
    const code = model?.getValue() ?? latest.current.code;
    setPreview({ phase: "running" });
    // TypeScript's parser says where a syntax error is; the engine in the sandbox would not.
    if (model) {
      const problems = await syntaxProblems(model).catch(() => []);
      if (runId !== runCounter.current) return;
      const first = problems[0];
      if (first) {
        setPreview({ phase: "error", kind: "syntax", message: first.message, line: first.line });
        setReport(noReport);
        setMarkers([]);
        return;
      }
    }
    previewRef.current?.run(runId, code, markersRef.current);
  }, [setMarkers]);

  const schedule = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void runNow(), RERUN_DEBOUNCE_MS);
  }, [runNow]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onFrameMessage = useCallback(
    (message: FromFrame) => {
      if (message.type === "ready") {
        frameReady.current = true;
        void runNow();
      } else if (message.type === "fatal") {
        setPreview({ phase: "fatal" });
      } else if (message.type === "asset-error") {
        setReport((r) =>
          r.assetErrors.includes(message.name) ? r : { ...r, assetErrors: [...r.assetErrors, message.name] },
        );
      } else if (message.type === "result" && message.runId === runCounter.current) {
        setReport({ logs: message.logs, warnings: message.warnings, assetErrors: [] });
        const warnings = message.warnings.flatMap((w) =>
          w.line ? [{ line: w.line, message: w.message, severity: "warning" as const }] : [],
        );
        if (message.status === "ok") {
          setPreview({ phase: "ok", objects: message.objects.length });
          setMarkers(warnings);
        } else if (message.status === "timeout") {
          setPreview({ phase: "timeout", seconds: message.seconds });
          setMarkers([]);
        } else {
          setPreview({ phase: "error", kind: "runtime", message: message.error.message, line: message.error.line });
          setMarkers([
            ...warnings,
            ...(message.error.line
              ? [{ line: message.error.line, message: message.error.message, severity: "error" as const }]
              : []),
          ]);
        }
      }
    },
    [runNow, setMarkers],
  );

  const onMount: OnMount = (editor) => {
    editorRef.current = editor;
    if (frameReady.current) void runNow();
  };

  const insertAsset = (name: string) => {
    const editor = editorRef.current;
    if (!editor) return;
    const selection = editor.getSelection();
    if (!selection) return;
    editor.executeEdits("assets", [
      { range: selection, text: `asset(${JSON.stringify(name)})`, forceMoveMarkers: true },
    ]);
    editor.focus();
  };

  return (
    <div
      className="grid h-full min-h-0 grid-rows-[minmax(20rem,1fr)_auto] gap-4 overflow-y-auto p-4 lg:overflow-hidden lg:grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)] lg:grid-rows-1"
      data-testid="code-editor"
    >
      <section
        className="group flex min-h-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
        aria-label={t("codeEditor.editorLabel")}
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
          <h2 className="text-sm font-semibold text-slate-900">{t("codeEditor.editorLabel")}</h2>
          <span className="truncate text-xs text-slate-500">{t("codeEditor.apiHint")}</span>
        </div>
        {/* Monaco keeps Tab for indenting; keyboard users need the way out while they are inside. */}
        <p
          className="hidden border-b border-slate-100 bg-slate-50 px-4 py-1.5 text-xs text-slate-600 group-focus-within:block"
          data-testid="code-keyboard-hint"
        >
          {t("codeEditor.keyboardHint")}
        </p>
        <div className="min-h-0 flex-1" data-testid="code-monaco">
          <Editor
            // One model per project, so undo history and markers belong to it.
            path={`file:///project-${project.id}/script.js`}
            language="javascript"
            defaultValue={codeData.code || startScript}
            onMount={onMount}
            onChange={(value) => {
              if (applying.current) {
                schedule();
                return;
              }
              change({ ...latest.current, code: value ?? "" });
              setPreview((p) => (p.phase === "starting" ? p : { phase: "running" }));
              schedule();
            }}
            loading={
              <span className="flex items-center gap-2 text-sm text-slate-500">
                <Spinner className="size-4" />
                {t("codeEditor.loading")}
              </span>
            }
            options={{
              minimap: { enabled: false },
              fontSize: 13,
              tabSize: 2,
              scrollBeyondLastLine: false,
              automaticLayout: true,
              fixedOverflowWidgets: true,
              // Monaco greys the empty last line's number to a 1.75:1 contrast (axe, WCAG AA).
              renderFinalNewline: "on",
              ariaLabel: `${t("codeEditor.editorLabel")}. ${t("codeEditor.keyboardHint")}`,
            }}
          />
        </div>
      </section>
      <aside className="flex min-h-0 flex-col gap-5 overflow-y-auto">
        <PreviewPanel
          ref={previewRef}
          state={preview}
          markers={markerToggles}
          onMarkerToggle={toggleMarker}
          report={report}
          assets={previewAssets}
          onMessage={onFrameMessage}
          onAssetsDelivered={() => void runNow()}
          onResetView={() => previewRef.current?.resetView()}
        />
        <AssetPanel
          codeData={codeData}
          assets={assets}
          uploadAsset={uploadAsset}
          onAssetDataChange={(update) => {
            change({ ...latest.current, assetData: update(latest.current.assetData) });
            schedule();
          }}
          onInsert={insertAsset}
        />
      </aside>
    </div>
  );
}
