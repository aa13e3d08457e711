// Runs a user script against the script API and reports what it built, or the error with the
// script's own line number. Used inside the sandbox Worker (and by unit tests); the Worker is what
// makes a runaway loop stoppable, this module only runs the code.
import { ColorError } from "./script-colors";
import { createScriptApi, ScriptApiError } from "./script-api";
import type { MarkerInfo, SceneDescription, ScriptEvent } from "./scene-description";

export const SCRIPT_FILE = "user-script.js";

export type ScriptFailure = { message: string; line: number | null; column: number | null };
export type RunResult =
  | { ok: true; scene: SceneDescription; warnings: { message: string; line: number | null }[] }
  | { ok: false; error: ScriptFailure; scene: SceneDescription; warnings: { message: string; line: number | null }[] };

const FRAME = new RegExp(`${SCRIPT_FILE.replace(".", "\\.")}:(\\d+):(\\d+)`);

/**
 * Where the user's first line lands in `new Function`'s source: engines put a header of their own
 * before the body ("function anonymous(a\n) {\n" in V8). Measured once rather than assumed.
 */
let lineOffset: number | undefined;
function offset(): number {
  if (lineOffset === undefined) {
    try {
      new Function(`throw new Error();\n//# sourceURL=${SCRIPT_FILE}`)();
    } catch (e) {
      const m = FRAME.exec(String((e as Error).stack));
      lineOffset = m ? Number(m[1]) - 1 : 0;
    }
  }
  return lineOffset ?? 0;
}

/** The first frame of the user's script in a stack, as a line of their code. */
function userFrame(stack: string | undefined): { line: number; column: number } | null {
  const m = FRAME.exec(stack ?? "");
  if (!m) return null;
  const line = Number(m[1]) - offset();
  return line >= 1 ? { line, column: Number(m[2]) } : null;
}

function describeError(e: unknown): ScriptFailure {
  if (e instanceof Error) {
    const at = userFrame(e.stack);
    const name = e instanceof ScriptApiError || e instanceof ColorError ? "" : `${e.name}: `;
    return { message: `${name}${e.message}`, line: at?.line ?? null, column: at?.column ?? null };
  }
  return { message: `Uncaught ${String(e)}`, line: null, column: null };
}

/** A script after its first run: `dispatch` runs its handlers for one event and reports again. */
export type ScriptSession = { result: RunResult; dispatch(event: ScriptEvent): RunResult };

export function runScript(code: string, assetNames: readonly string[], markers: readonly MarkerInfo[] = []): RunResult {
  return startScript(code, assetNames, markers).result;
}

export function startScript(
  code: string,
  assetNames: readonly string[],
  markers: readonly MarkerInfo[] = [],
): ScriptSession {
  const api = createScriptApi({
    assetNames,
    markers,
    currentLine: () => userFrame(new Error().stack)?.line ?? null,
  });
  const dispatch = (event: ScriptEvent): RunResult => {
    try {
      api.dispatch(event);
      return { ok: true, scene: api.describe(), warnings: api.warnings };
    } catch (e) {
      return { ok: false, error: describeError(e), scene: api.describe(), warnings: api.warnings };
    }
  };
  return { result: firstRun(api, code), dispatch };
}

function firstRun(api: ReturnType<typeof createScriptApi>, code: string): RunResult {
  const names = Object.keys(api.globals);
  let fn: (...args: unknown[]) => unknown;
  try {
    // sourceURL names the code in stack traces, which is how errors get the script's line.
    fn = new Function(...names, `"use strict";${code}\n//# sourceURL=${SCRIPT_FILE}`) as typeof fn;
  } catch (e) {
    // The editor checks syntax with TypeScript's parser first (with line numbers); engines do not
    // say where a syntax error is, so this is only the fallback.
    return { ok: false, error: describeError(e), scene: api.describe(), warnings: api.warnings };
  }
  try {
    fn(...names.map((n) => api.globals[n]));
    return { ok: true, scene: api.describe(), warnings: api.warnings };
  } catch (e) {
    return { ok: false, error: describeError(e), scene: api.describe(), warnings: api.warnings };
  }
}
