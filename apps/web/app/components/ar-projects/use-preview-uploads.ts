// Scene previews follow the drafts (issue 22): the project lists show a scene's preview from its
// first saved draft, not only after the first Publish. After each draft save the open scene's
// preview is captured (only when its objects changed since the last capture) and every captured
// preview not yet sent is uploaded; Publish sends whatever is left the same way, and waits for it.
import { useCallback, useRef, type MutableRefObject } from "react";
import { uploadWithProgress } from "../../lib/upload-with-progress";
import type { Drafts } from "./editor-drafts";
import { scenePreviewUrl } from "./projects-api";

export function usePreviewUploads(opts: {
  draftsRef: MutableRefObject<Drafts>;
  update(fn: (d: Drafts) => Drafts): void;
  capturePreview(sceneId: number): Promise<void>;
  /** The scenes the project has now (a preview of a deleted scene is not sent). */
  sceneIds(): readonly number[];
}) {
  const o = useRef(opts);
  o.current = opts;
  const running = useRef<Promise<void> | null>(null);

  /** Uploads every captured preview not yet sent; rejects on the first failure (the rest stay for the next try). */
  const sendAll = useCallback(async () => {
    const ids = o.current.sceneIds();
    const previews = Object.entries(o.current.draftsRef.current.previews)
      .map(([id, blob]) => ({ id: Number(id), blob }))
      .filter((p) => ids.includes(p.id));
    for (const p of previews) {
      const body = new FormData();
      body.append("file", p.blob, p.blob.type === "image/png" ? "preview.png" : "preview.jpg");
      await uploadWithProgress({ url: scenePreviewUrl(p.id), body });
      // Sent: dropped, unless a newer capture took its place meanwhile.
      o.current.update((d) => {
        if (d.previews[p.id] !== p.blob) return d;
        const previews = { ...d.previews };
        delete previews[p.id];
        return { ...d, previews };
      });
    }
  }, []);

  /** Captures the open scene (if any) and sends what is captured; one run at a time, in order. */
  const sync = useCallback(
    async (openScene: number | null) => {
      while (running.current) await running.current.catch(() => undefined);
      const run = (async () => {
        if (openScene !== null) await o.current.capturePreview(openScene);
        await sendAll();
      })();
      running.current = run;
      try {
        await run;
      } finally {
        if (running.current === run) running.current = null;
      }
    },
    [sendAll],
  );

  return { sync };
}
