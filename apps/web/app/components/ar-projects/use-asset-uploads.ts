// The shell's asset pipeline (editors spec 4): a multipart POST with the real upload progress,
// then the worker's compression progress polled every 500 ms until ready. Both editors upload
// through `uploadAsset`; the upload panel shows `entries`; publish waits with `waitReady`.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Message } from "../../lib/api-error";
import { jobFailureKey } from "../../lib/job-failure";
import { uploadWithProgress } from "../../lib/upload-with-progress";
import { uploadRefusalMessage } from "./refusal-messages";
import { canDisableCompression } from "./asset-files";
import type { EditorAsset, EditorProject, UploadAsset } from "./editor-contract";
import { MediaFailedError, pollMedia } from "./media-poll";
import { assetReplaceUrl, assetRetryUrl, assetUploadUrl } from "./projects-api";

export type UploadPhase = "uploading" | "compressing" | "ready" | "error";

export type UploadEntry = {
  key: string;
  name: string;
  size: number;
  phase: UploadPhase;
  /** Bytes sent while uploading, the worker's progress while compressing (0–100). */
  percent: number;
  assetId?: number;
  /** Compressing again after a failed attempt. */
  retrying?: boolean;
  error?: Message;
  /** The worker failed the asset: it can be compressed again (retry). */
  retryable?: boolean;
};

let nextKey = 0;

/** The one set of refusal messages (refusal-messages.ts), plus the worker's failures. */
export function uploadErrorMessage(err: unknown): Message {
  if (err instanceof MediaFailedError) return { key: jobFailureKey(err.failureCode) };
  return uploadRefusalMessage(err);
}

export function useAssetUploads(projectId: number, refreshProject: () => Promise<EditorProject | undefined>) {
  const [entries, setEntriesState] = useState<UploadEntry[]>([]);
  // A mirror of the list that is current at once (publish reads it right after adding to it).
  const entriesRef = useRef<UploadEntry[]>([]);
  const setEntries = useCallback((fn: (list: UploadEntry[]) => UploadEntry[]) => {
    entriesRef.current = fn(entriesRef.current);
    setEntriesState(entriesRef.current);
  }, []);
  const tracking = useRef(new Map<number, Promise<void>>());
  const inFlight = useRef(new Set<Promise<unknown>>());
  const controller = useRef(new AbortController());
  const refresh = useRef(refreshProject);
  refresh.current = refreshProject;

  useEffect(() => {
    const c = new AbortController();
    controller.current = c;
    return () => c.abort();
  }, []);

  const patch = useCallback(
    (key: string, p: Partial<UploadEntry>) =>
      setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...p } : e))),
    [setEntries],
  );

  /** Polls one asset until ready (once per asset, however many wait for it). */
  const track = useCallback(
    (assetId: number, key: string): Promise<void> => {
      const known = tracking.current.get(assetId);
      if (known) return known;
      const run = pollMedia(assetId, {
        signal: controller.current.signal,
        onProgress: (percent, retrying) => patch(key, { percent, retrying }),
      }).then(
        () => patch(key, { phase: "ready", percent: 100, retrying: false }),
        (e: unknown) => {
          tracking.current.delete(assetId);
          if (!controller.current.signal.aborted)
            patch(key, {
              phase: "error",
              error: uploadErrorMessage(e),
              retryable: e instanceof MediaFailedError,
              retrying: false,
            });
          // The asset lists show the failure's reason from the project's data.
          if (e instanceof MediaFailedError) void refresh.current();
          throw e;
        },
      );
      tracking.current.set(assetId, run);
      return run;
    },
    [patch],
  );

  const uploadAsset: UploadAsset = useCallback(
    async (file, opts) => {
      const key = `a${++nextKey}`;
      setEntries((list) => [...list, { key, name: file.name, size: file.size, phase: "uploading", percent: 0 }]);
      const body = new FormData();
      // Fields before the file: the server reads the multipart stream in order.
      body.append("disableCompressing", String(Boolean(opts?.disableCompressing) && canDisableCompression(file)));
      // The kind the person picked: the server refuses content of another kind (issue 22).
      if (opts?.kind && !opts.replaceId) body.append("kind", opts.kind);
      body.append("file", file, file.name);
      const work = (async () => {
        try {
          const asset = await uploadWithProgress<EditorAsset>({
            url: opts?.replaceId ? assetReplaceUrl(opts.replaceId) : assetUploadUrl(projectId),
            body,
            signal: controller.current.signal,
            onProgress: (p) => patch(key, { percent: p.percent }),
          });
          const ready = asset.uploadStatus === "ready";
          // A replaced asset is processed afresh: an earlier finished poll of its id says nothing now.
          if (opts?.replaceId) tracking.current.delete(asset.id);
          patch(key, {
            assetId: asset.id,
            phase: ready ? "ready" : "compressing",
            percent: ready ? 100 : asset.progress,
          });
          opts?.onUploaded?.(asset);
          if (!ready) {
            // The asset list shows the new asset (with its live progress) while the worker runs.
            void refresh.current();
            await track(asset.id, key);
          }
          // The ready asset's file URL comes with the project.
          const project = await refresh.current();
          return project?.assets.find((a) => a.id === asset.id) ?? asset;
        } catch (e) {
          if (!controller.current.signal.aborted) patch(key, { phase: "error", error: uploadErrorMessage(e) });
          throw e;
        }
      })();
      inFlight.current.add(work);
      void work.catch(() => undefined).finally(() => inFlight.current.delete(work));
      return work;
    },
    [patch, projectId, setEntries, track],
  );

  /**
   * Publish (spec 4 uploadingAssets): waits for uploads still running and for every listed asset
   * that is not ready yet, polling those this page did not upload itself (e.g. after a reload).
   */
  const waitReady = useCallback(
    async (assets: readonly EditorAsset[], ids: readonly number[]) => {
      const waits: Promise<unknown>[] = [...inFlight.current];
      for (const id of ids) {
        const asset = assets.find((a) => a.id === id);
        if (!asset || asset.uploadStatus === "ready") continue;
        let key = entriesRef.current.find((e) => e.assetId === id)?.key;
        if (!key) {
          const fresh = `a${++nextKey}`;
          key = fresh;
          setEntries((list) => [
            ...list,
            {
              key: fresh,
              name: asset.name,
              size: asset.size,
              phase: "compressing",
              percent: asset.progress,
              assetId: id,
            },
          ]);
        }
        waits.push(track(id, key));
      }
      await Promise.all(waits);
    },
    [setEntries, track],
  );

  /** The owner's retry of an asset the worker failed: compress it again and follow it as before. */
  const retry = useCallback(
    async (key: string) => {
      const entry = entriesRef.current.find((e) => e.key === key);
      if (!entry?.assetId || !entry.retryable) return;
      const assetId = entry.assetId;
      patch(key, { phase: "compressing", percent: 0, error: undefined, retryable: false });
      try {
        const res = await fetch(assetRetryUrl(assetId), {
          method: "POST",
          credentials: "same-origin",
          headers: { Accept: "application/json", "Content-Type": "application/json" },
          body: "{}",
          signal: controller.current.signal,
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        void refresh.current();
        await track(assetId, key);
        await refresh.current();
      } catch {
        if (!controller.current.signal.aborted && entriesRef.current.find((e) => e.key === key)?.phase !== "error") {
          patch(key, { phase: "error", error: { key: "jobs.retryFailed" }, retryable: true });
        }
      }
    },
    [patch, track],
  );

  const clearFinished = useCallback(
    () => setEntries((list) => list.filter((e) => e.phase === "uploading" || e.phase === "compressing")),
    [setEntries],
  );

  /** The assets as the editors should see them: live status of what is being processed here. */
  const liveAssets = useCallback(
    (assets: readonly EditorAsset[]): EditorAsset[] =>
      assets.map((a) => {
        const e = entries.find((x) => x.assetId === a.id);
        if (!e || e.phase === "ready" || a.uploadStatus === "ready") return a;
        return { ...a, uploadStatus: e.phase === "error" ? "error" : "compressing", progress: Math.round(e.percent) };
      }),
    [entries],
  );

  const busy = entries.some((e) => e.phase === "uploading" || e.phase === "compressing");
  return { entries, uploadAsset, waitReady, retry, clearFinished, liveAssets, busy };
}
