// The publish run (platform spec 4): uploadingAssets (every asset the scenes use is ready), then
// loading (the scene drafts and a CODE project's code saved through their autosaves, with their
// version check — a conflict stops the run —, previews not yet sent uploaded, then the saved project
// published as the next snapshot the public viewer serves), then qr.
import { useCallback, useRef, useState, type MutableRefObject } from "react";
import { readApiError, type Message } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import type { EditorAsset, EditorProject } from "./editor-contract";
import { usedAssetIds, type Drafts } from "./editor-drafts";

export type PublishStep = "idle" | "uploadingAssets" | "loading" | "qr" | "error";

export function usePublish(opts: {
  draftsRef: MutableRefObject<Drafts>;
  /** Captures the preview of the scene on screen and uploads every captured preview not yet sent. */
  syncPreviews(): Promise<void>;
  refreshProject(): Promise<EditorProject | undefined>;
  /** Saves every scene draft and the code now (the autosaves' flush); false when a conflict or an error stopped it. */
  saveDrafts(): Promise<boolean>;
  waitReady(assets: readonly EditorAsset[], ids: readonly number[]): Promise<void>;
}) {
  const [step, setStep] = useState<PublishStep>("idle");
  const [error, setError] = useState<Message | null>(null);
  const running = useRef(false);
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
      // Never a save without its version: a scene someone else saved opens the conflict dialog.
      const edited = fresh.scenes.filter((s) => o.current.draftsRef.current.edited.includes(s.id));
      if (!(await o.current.saveDrafts())) {
        const first = edited.find((s) => o.current.draftsRef.current.edited.includes(s.id));
        const codeLeft = fresh.type === "CODE" && o.current.draftsRef.current.codeEdited;
        setError(
          first
            ? { key: "arProjects.publish.errors.scene", values: { name: first.name } }
            : codeLeft
              ? { key: "arProjects.publish.errors.code" }
              : { key: "arProjects.publish.errors.generic" },
        );
        throw new Error("scene drafts not saved");
      }
      // The scene on screen may have changed since its last preview: captured, then every preview left is sent.
      try {
        await o.current.syncPreviews();
      } catch (e) {
        setError({ key: "arProjects.publish.errors.preview" });
        throw e;
      }
      try {
        await publish.mutateAsync({ projectId: fresh.id });
      } catch (e) {
        // 409 with fields.assets: an asset stopped being ready after the wait (a retried compression).
        setError({
          key: readApiError(e).fields.assets ? "arProjects.publish.errors.assets" : "arProjects.publish.errors.publish",
        });
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
  }, [publish]);

  const reset = useCallback(() => {
    if (!running.current) setStep("idle");
  }, []);

  return { step, error, run, reset, running: step === "uploadingAssets" || step === "loading" };
}
