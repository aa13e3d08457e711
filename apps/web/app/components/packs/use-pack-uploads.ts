// The upload queue of a pack: files are checked (refused ones are never sent), stickers paired,
// then sent one at a time, each with its browser-made preview and its own progress. One at a
// time keeps the progress of each file honest and the server's webm/mov pairing free of races.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Message } from "../../lib/api-error";
import { uploadWithProgress } from "../../lib/upload-with-progress";
import { makeModelThumbnail } from "./load-model-scene";
import { acceptFiles, uploadItemsFor, type PackType, type UploadItem } from "./pack-files";
import { packItemsUploadUrl, type PackItem } from "./packs-api";
import { makeStickerPreview } from "./sticker-preview";
import { refusalMessage, uploadFailureMessage } from "./upload-messages";

export type UploadStatus = "waiting" | "preparing" | "uploading" | "done" | "error" | "cancelled";

export type UploadEntry = {
  key: string;
  /** The file name, or "a.webm + a.mov" for a paired sticker. */
  label: string;
  status: UploadStatus;
  /** 0–100, bytes of the request sent. */
  percent: number;
  error?: Message;
};

type Task = { key: string; item: UploadItem<File>; controller: AbortController };

let nextKey = 0;

export function usePackUploads(
  pack: { id: number; type: PackType },
  events: { onUploaded(item: PackItem): void; onDrained(): void },
) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [refusals, setRefusals] = useState<Message[]>([]);
  const queue = useRef<Task[]>([]);
  const running = useRef(false);
  const live = useRef(new Map<string, AbortController>());
  const eventsRef = useRef(events);
  eventsRef.current = events;

  const patch = useCallback((key: string, p: Partial<UploadEntry>) => {
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...p } : e)));
  }, []);

  const uploadOne = useCallback(
    async ({ key, item, controller }: Task) => {
      const stopped = () => {
        if (controller.signal.aborted) patch(key, { status: "cancelled" });
        return controller.signal.aborted;
      };
      if (stopped()) return;
      patch(key, { status: "preparing" });
      const preview = await (pack.type === "sticker" ? makeStickerPreview(item.file) : makeModelThumbnail(item.file));
      if (stopped()) return;
      const body = new FormData();
      body.append("file", item.file, item.file.name);
      if (item.altFile) body.append("altFile", item.altFile, item.altFile.name);
      // The server takes the preview's type from its name, so it is named as the PNG it is.
      if (preview) body.append("preview", preview, "preview.png");
      patch(key, { status: "uploading", percent: 0 });
      try {
        const added = await uploadWithProgress<PackItem>({
          url: packItemsUploadUrl(pack.id),
          body,
          signal: controller.signal,
          onProgress: (p) => patch(key, { percent: p.percent }),
        });
        patch(key, { status: "done", percent: 100 });
        eventsRef.current.onUploaded(added);
      } catch (e) {
        const message = uploadFailureMessage(pack.type, e);
        patch(key, message ? { status: "error", error: message } : { status: "cancelled" });
      }
    },
    [pack.id, pack.type, patch],
  );

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let task = queue.current.shift(); task; task = queue.current.shift()) {
        await uploadOne(task);
        live.current.delete(task.key);
      }
    } finally {
      running.current = false;
      eventsRef.current.onDrained();
    }
  }, [uploadOne]);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const { accepted, refused } = acceptFiles(pack.type, files);
      setRefusals(refused.map((r) => refusalMessage(pack.type, r.file.name, r.reason)));
      const tasks: Task[] = uploadItemsFor(pack.type, accepted).map((item) => ({
        key: `u${++nextKey}`,
        item,
        controller: new AbortController(),
      }));
      if (tasks.length === 0) return;
      for (const t of tasks) live.current.set(t.key, t.controller);
      setEntries((list) => [
        ...list,
        ...tasks.map((t) => ({
          key: t.key,
          label: t.item.altFile ? `${t.item.file.name} + ${t.item.altFile.name}` : t.item.file.name,
          status: "waiting" as const,
          percent: 0,
        })),
      ]);
      queue.current.push(...tasks);
      void pump();
    },
    [pack.type, pump],
  );

  const cancel = useCallback(
    (key: string) => {
      live.current.get(key)?.abort();
      // A waiting one is taken out of the queue here; a running one settles in uploadOne.
      const waiting = queue.current.findIndex((t) => t.key === key);
      if (waiting >= 0) {
        queue.current.splice(waiting, 1);
        live.current.delete(key);
        patch(key, { status: "cancelled" });
      }
    },
    [patch],
  );

  const clearFinished = useCallback(() => {
    setEntries((list) =>
      list.filter((e) => e.status === "waiting" || e.status === "preparing" || e.status === "uploading"),
    );
    setRefusals([]);
  }, []);

  // Closing the pack (unmount) stops whatever is still being sent.
  useEffect(() => {
    const controllers = live.current;
    const pending = queue.current;
    return () => {
      pending.length = 0;
      for (const c of controllers.values()) c.abort();
      controllers.clear();
    };
  }, []);

  const busy = entries.some((e) => e.status === "waiting" || e.status === "preparing" || e.status === "uploading");
  return { entries, refusals, busy, addFiles, cancel, clearFinished };
}
