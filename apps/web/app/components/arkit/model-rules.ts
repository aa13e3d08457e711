// What the load-model step accepts (platform spec 5 "ARKit: GLB") and how a refused or failed
// upload reads. Pure (no DOM), so the rules are unit-tested. The limit equals the server's
// (core arkit-projects.ts ARKIT_MODEL_MAX_BYTES): a file the client lets through is one the server
// also takes, and a refused one is never sent.
import type { Message } from "../../lib/api-error";
import { UploadError } from "../../lib/upload-with-progress";

export const ARKIT_MODEL_MAX_BYTES = 50 * 1024 * 1024;
export const ARKIT_MODEL_ACCEPT = ".glb";
/** The server's name limit (core arkit-projects.ts). */
export const ARKIT_NAME_MAX = 100;

export type ModelFileProblem = "type" | "size" | "empty";

export function modelFileProblem(file: { name: string; size: number }): ModelFileProblem | null {
  if (!/\.glb$/i.test(file.name)) return "type";
  if (file.size > ARKIT_MODEL_MAX_BYTES) return "size";
  if (file.size === 0) return "empty";
  return null;
}

/** A name to start from when the user has not typed one: the file name without ".glb". */
export function nameFromFile(filename: string): string {
  return filename
    .replace(/\.glb$/i, "")
    .replace(/[_]+/g, " ")
    .trim()
    .slice(0, ARKIT_NAME_MAX);
}

export type LoadModelValues = { name: string; file: { name: string; size: number } | null };
export type LoadModelErrors = Partial<Record<"name" | "file", Message>>;

/** Client-side checks before sending: creating and "Replace Model" both need a name and a GLB. */
export function validateLoadModel(values: LoadModelValues): LoadModelErrors {
  const errors: LoadModelErrors = {};
  if (values.name.trim() === "") errors.name = { key: "errors.required" };
  else if (values.name.trim().length > ARKIT_NAME_MAX) errors.name = { key: "errors.too_long" };
  if (!values.file) errors.file = { key: "arkit.form.errors.fileRequired" };
  else {
    const problem = modelFileProblem(values.file);
    if (problem) errors.file = { key: `arkit.form.errors.${problem}` };
  }
  return errors;
}

/**
 * The field errors of a refused upload. Server texts are never shown (spec 8): its field codes
 * and statuses pick a translated message; null when the user cancelled (nothing to report).
 */
export function uploadErrors(err: unknown): { fields: LoadModelErrors; form?: Message } | null {
  if (!(err instanceof UploadError)) return { fields: {}, form: { key: "errors.generic" } };
  if (err.aborted) return null;
  const fields = err.fields;
  const out: LoadModelErrors = {};
  if (fields.name)
    out.name = {
      key:
        fields.name === "required"
          ? "errors.required"
          : fields.name === "too_long"
            ? "errors.too_long"
            : "errors.invalid",
    };
  const file = fields.file;
  if (file === "too_large" || err.status === 413) out.file = { key: "arkit.form.errors.size" };
  else if (file === "invalid_glb") out.file = { key: "arkit.form.errors.invalidGlb" };
  else if (file === "type" || err.status === 415) out.file = { key: "arkit.form.errors.type" };
  else if (file === "required") out.file = { key: "arkit.form.errors.fileRequired" };
  else if (file) out.file = { key: "arkit.form.errors.invalidGlb" };
  if (Object.keys(out).length > 0) return { fields: out };
  if (err.status === 0) return { fields: {}, form: { key: "errors.network" } };
  if (err.status === 403 || err.status === 404) return { fields: {}, form: { key: "arkit.form.errors.notFound" } };
  return { fields: {}, form: { key: "errors.generic" } };
}

/**
 * The name field after a file is picked or refused (issue 22): the name follows the chosen file
 * until the user types one, but a refused file (by these rules or by the server) never lends its
 * name — the field goes back to where it started (empty, or the project's name when replacing).
 */
export function nameAfterFile(opts: {
  fileName: string;
  refused: boolean;
  nameTouched: boolean;
  current: string;
  initial: string;
}): string {
  if (opts.nameTouched) return opts.current;
  return opts.refused ? opts.initial : nameFromFile(opts.fileName);
}

/** What the save shows: the bytes sent, then the server's check of the model (an upload at 100 % is not saved yet). */
export function savePhase(percent: number): "uploading" | "checking" {
  return percent >= 100 ? "checking" : "uploading";
}
