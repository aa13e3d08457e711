/// <reference path="./gltf-validator.d.ts" />
// Runs in a worker thread (validate-glb.ts): the glTF validator and the GLB measure take about
// 50 ms a megabyte of synchronous work, which would stop the web process answering anyone else.
import { validateBytes, type ValidationReport } from "gltf-validator";
import { measureGltf, readGlbJson, type GlbMeasure } from "./glb-measure";

export type GlbCheck =
  | { ok: false; problem: string }
  | {
      ok: true;
      errors: { code: string; message: string }[];
      measure: GlbMeasure;
      images: { pointer: string; mimeType?: string; width?: number; height?: number }[];
    };

export default async function checkGlb(input: { bytes: Uint8Array }): Promise<GlbCheck> {
  let measure: GlbMeasure;
  try {
    measure = measureGltf(readGlbJson(input.bytes));
  } catch (e) {
    return { ok: false, problem: e instanceof Error ? e.message : String(e) };
  }
  let report: ValidationReport;
  try {
    report = await validateBytes(input.bytes, { maxIssues: 20 });
  } catch (e) {
    return { ok: false, problem: e instanceof Error ? e.message : String(e) };
  }
  const errors = report.issues.messages
    .filter((m) => m.severity === 0)
    .map((m) => ({ code: m.code, message: m.message }));
  if (report.issues.numErrors > 0 && errors.length === 0) errors.push({ code: "error", message: "validation failed" });
  const images = (report.info?.resources ?? [])
    .filter((r) => r.pointer.startsWith("/images/"))
    .map((r) => ({
      pointer: r.pointer,
      ...(r.mimeType ? { mimeType: r.mimeType } : {}),
      ...(r.image ? { width: r.image.width, height: r.image.height } : {}),
    }));
  return { ok: true, errors, measure, images };
}
