// The publish run (platform spec 4): uploadingAssets (every asset the scenes use is ready), then
// loading (edited scenes saved, changed previews uploaded, code saved for CODE projects, then the
// saved project published as the next snapshot the public viewer serves), then qr.
import { useCallback, useRef, useState, type MutableRefObject } from "react";
import { readApiError, type Message } from "../../lib/api-error";
import { uploadWithProgress } from "../../lib/upload-with-progress";
import { trpc } from "../../trpc/client";
import type { EditorAsset, EditorProject } from "./editor-contract";
import { codeOf, markSaved, objectsOf, usedAssetIds, type Drafts } from "./editor-drafts";
import { scenePreviewUrl } from "./projects-api";

export type PublishStep = "idle" | "uploadingAssets" | "loading" | "qr" | "error";

export function usePublish(opts: {
  draftsRef: MutableRefObject<Drafts>;
  updateDrafts(fn: (d: Drafts) => Drafts): void;
  /** Captures the preview of the scene on screen before saving (it may have changed since). */
  captureOpenScene(): Promise<void>;
  refreshProject(): Promise<EditorProject | undefined>;
  waitReady(assets: readonly EditorAsset[], ids: readonly number[]): Promise<void>;
}) {
  const [step, setStep] = useState<PublishStep>("idle");
  const [error, setError] = useState<Message | null>(null);
  const running = useRef(false);
  const saveScene = trpc.projects.saveSceneData.useMutation();
  const saveCode = trpc.projects.saveCode.useMutation();
  const publish = trpc.projects.publish.useMutation();
  const o = useRef(opts);
  o.current = opts;

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setError(null);
    try {
      setStep("uploadingAssets");
      const fresh = await o.current.refreshProject();
      if (!fresh) throw new Error("project not loaded");
      try {
        await o.current.waitReady(fresh.assets, usedAssetIds(o.current.draftsRef.current, fresh));
      } catch (e) {
        setError({ key: "arProjects.publish.errors.assets" });
        throw e;
      }

      setStep("loading");
      await o.current.captureOpenScene();
      const drafts = o.current.draftsRef.current;
      const scenes = fresh.scenes.filter((s) => drafts.edited.includes(s.id));
      for (const scene of scenes) {
        try {
          await saveScene.mutateAsync({ sceneId: scene.id, data: objectsOf(drafts, scene) });
        } catch (e) {
          setError({ key: "arProjects.publish.errors.scene", values: { name: scene.name } });
          throw e;
        }
      }
      const previews = Object.entries(drafts.previews)
        .map(([id, blob]) => ({ id: Number(id), blob }))
        .filter((p) => fresh.scenes.some((s) => s.id === p.id));
      for (const p of previews) {
        const body = new FormData();
        body.append("file", p.blob, p.blob.type === "image/png" ? "preview.png" : "preview.jpg");
        try {
          await uploadWithProgress({ url: scenePreviewUrl(p.id), body });
        } catch (e) {
          setError({ key: "arProjects.publish.errors.preview" });
          throw e;
        }
      }
      const codeSaved = fresh.type === "CODE" && drafts.codeEdited;
      if (codeSaved) {
        try {
          await saveCode.mutateAsync({ projectId: fresh.id, ...codeOf(drafts, fresh) });
        } catch (e) {
          setError({ key: "arProjects.publish.errors.code" });
          throw e;
        }
      }
      o.current.updateDrafts((d) => markSaved(d, { scenes: scenes.map((s) => s.id), code: codeSaved, previews: previews.map((p) => p.id) }));
      try {
        await publish.mutateAsync({ projectId: fresh.id });
      } catch (e) {
        // 409 with fields.assets: an asset stopped being ready after the wait (a retried compression).
        setError({ key: readApiError(e).fields.assets ? "arProjects.publish.errors.assets" : "arProjects.publish.errors.publish" });
        throw e;
      }
      await o.current.refreshProject();
      setStep("qr");
    } catch {
      setError((e) => e ?? { key: "arProjects.publish.errors.generic" });
      setStep("error");
    } finally {
      running.current = false;
    }
  }, [publish, saveCode, saveScene]);

  const reset = useCallback(() => {
    if (!running.current) setStep("idle");
  }, []);

  return { step, error, run, reset, running: step === "uploadingAssets" || step === "loading" };
}
