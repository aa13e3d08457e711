// Monaco from the monaco-editor package bundled with the app (never a CDN): @monaco-editor/react is
// pointed at this instance, and its web workers are Vite worker bundles served from our own origin.
// Only the code editor's lazily loaded chunk imports this module.
import * as monaco from "monaco-editor";
import { loader } from "@monaco-editor/react";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
import TsWorker from "monaco-editor/language/typescript/ts.worker?worker";
import { scriptApiDts } from "./script-api-dts";

type MonacoEnvironment = { getWorker(workerId: string, label: string): Worker };
(self as unknown as { MonacoEnvironment: MonacoEnvironment }).MonacoEnvironment = {
  getWorker(_workerId, label) {
    return label === "typescript" || label === "javascript" ? new TsWorker() : new EditorWorker();
  },
};
loader.config({ monaco });

const js = monaco.typescript.javascriptDefaults;
js.setCompilerOptions({
  target: monaco.typescript.ScriptTarget.ES2020,
  // Scripts run in a Worker with only the script API: no DOM types, so `document` is an error.
  lib: ["es2020"],
  allowJs: true,
  checkJs: true,
  allowNonTsExtensions: true,
  noEmit: true,
});
js.setDiagnosticsOptions({ noSemanticValidation: false, noSyntaxValidation: false });
// The worker keeps every model in sync, so the syntax check below sees the latest text at once.
js.setEagerModelSync(true);

const API_LIB = "ts:filename/script-api.d.ts";
let currentDts = "";
/** The script API's types, with this project's asset names for completion. */
export function setScriptApiTypes(assetNames: readonly string[]) {
  const dts = scriptApiDts(assetNames);
  if (dts === currentDts) return;
  currentDts = dts;
  js.setExtraLibs([{ content: dts, filePath: API_LIB }]);
}

function flatten(text: string | { messageText: string; next?: unknown[] }): string {
  return typeof text === "string" ? text : text.messageText;
}

export type SyntaxProblem = { line: number; column: number; message: string };

/**
 * Syntax errors of the model's text from TypeScript's parser, with lines: engines do not say where
 * a syntax error is, so the preview checks here before sending a script to run.
 */
export async function syntaxProblems(model: monaco.editor.ITextModel): Promise<SyntaxProblem[]> {
  const getWorker = await monaco.typescript.getJavaScriptWorker();
  const worker = await getWorker(model.uri);
  const diagnostics = await worker.getSyntacticDiagnostics(model.uri.toString());
  return diagnostics.map((d) => {
    const at = model.getPositionAt(d.start ?? 0);
    return {
      line: at.lineNumber,
      column: at.column,
      message: flatten(d.messageText as string | { messageText: string }),
    };
  });
}

export { monaco };
