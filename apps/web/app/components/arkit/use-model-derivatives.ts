// After a model is saved, the browser makes what the server cannot: a preview image rendered with
// three.js and a USDZ exported with three's USDZExporter (for iOS AR Quick Look), and uploads both
// with real progress. The jobs live at page level, so closing the dialog does not lose them, and
// the list's tiles can show that a preview is on its way.
import { useCallback, useEffect, useRef, useState } from "react";
import { uploadWithProgress } from "../../lib/upload-with-progress";
import { arkitPreviewUrl, arkitUsdzUrl, type ArkitProject } from "./arkit-api";

export type DerivativeKind = "preview" | "usdz";
/** making: rendering or exporting in the browser; uploading: `percent` of the bytes sent. */
export type DerivativeJob = { phase: "making" | "uploading" | "done" | "error"; percent: number };
export type ProjectJobs = Partial<Record<DerivativeKind, DerivativeJob>>;

type ModelExport = typeof import("./model-export");
let pendingModule: Promise<ModelExport> | undefined;
/** The one door to three.js here: a dynamic import, so the bundler gives it a chunk of its own. */
function loadModelExport(): Promise<ModelExport> {
  // A failed chunk load (e.g. a deploy in between) is retried on the next call, not cached.
  pendingModule ??= import("./model-export").catch((e: unknown) => {
    pendingModule = undefined;
    throw e;
  });
  return pendingModule;
}

/** What is missing on the server for this project (both, after a model was saved). */
export function missingDerivatives(project: Pick<ArkitProject, "previewSrc" | "usdzSrc">): DerivativeKind[] {
  const kinds: DerivativeKind[] = [];
  if (!project.previewSrc) kinds.push("preview");
  if (!project.usdzSrc) kinds.push("usdz");
  return kinds;
}

export function useModelDerivatives(onProjectChanged: (project: ArkitProject) => void) {
  const [jobs, setJobs] = useState<Record<number, ProjectJobs>>({});
  // One run per project: a new run (a replaced model, a retry) aborts the one before it.
  const runs = useRef(new Map<number, AbortController>());
  const changed = useRef(onProjectChanged);
  changed.current = onProjectChanged;

  useEffect(() => {
    const all = runs.current;
    return () => {
      for (const c of all.values()) c.abort();
      all.clear();
    };
  }, []);

  const start = useCallback((project: ArkitProject, kinds: DerivativeKind[], model?: Blob) => {
    if (kinds.length === 0) return;
    runs.current.get(project.id)?.abort();
    const run = new AbortController();
    runs.current.set(project.id, run);
    const set = (kind: DerivativeKind, job: DerivativeJob) => {
      if (run.signal.aborted) return;
      setJobs((all) => ({ ...all, [project.id]: { ...all[project.id], [kind]: job } }));
    };
    setJobs((all) => ({
      ...all,
      [project.id]: Object.fromEntries(kinds.map((k) => [k, { phase: "making", percent: 0 }])),
    }));

    void (async () => {
      let glb: ArrayBuffer;
      try {
        // A model just chosen is at hand; an existing project's model is fetched from storage.
        glb = model ? await model.arrayBuffer() : await fetchModel(project.modelSrc, run.signal);
      } catch (e) {
        console.warn("ARKit model not read", e);
        for (const kind of kinds) set(kind, { phase: "error", percent: 0 });
        return;
      }
      // One after the other: both parse the model, and two WebGL/canvas jobs at once only compete.
      for (const kind of kinds) {
        if (run.signal.aborted) return;
        try {
          const exporter = await loadModelExport();
          const blob = kind === "preview" ? await exporter.renderPreview(glb) : await exporter.exportUsdz(glb);
          set(kind, { phase: "uploading", percent: 0 });
          const body = new FormData();
          body.append("file", blob, kind === "preview" ? "preview.png" : "model.usdz");
          const dto = await uploadWithProgress<ArkitProject>({
            url: kind === "preview" ? arkitPreviewUrl(project.id) : arkitUsdzUrl(project.id),
            body,
            signal: run.signal,
            onProgress: (p) => set(kind, { phase: "uploading", percent: p.percent }),
          });
          set(kind, { phase: "done", percent: 100 });
          if (!run.signal.aborted) changed.current(dto);
        } catch (e) {
          if (run.signal.aborted) return;
          console.warn(`ARKit ${kind} not made`, e);
          set(kind, { phase: "error", percent: 0 });
        }
      }
      if (runs.current.get(project.id) === run) runs.current.delete(project.id);
    })();
  }, []);

  /** Forgets a project's finished jobs' state, e.g. before its model is replaced. */
  const cancel = useCallback((projectId: number) => {
    runs.current.get(projectId)?.abort();
    runs.current.delete(projectId);
    setJobs((all) => {
      const { [projectId]: _dropped, ...rest } = all;
      return rest;
    });
  }, []);

  const isRunning = useCallback((projectId: number) => runs.current.has(projectId), []);

  return { jobs, start, cancel, isRunning };
}

async function fetchModel(src: string | null, signal: AbortSignal): Promise<ArrayBuffer> {
  if (!src) throw new Error("the project has no model");
  const res = await fetch(src, { credentials: "same-origin", signal });
  if (!res.ok) throw new Error(`model answered HTTP ${res.status}`);
  return res.arrayBuffer();
}
