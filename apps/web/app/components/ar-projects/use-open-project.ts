// Opening a project (platform spec 4): a QR project without scenes gets its "QR Marker" scene, a
// WORLD project its "World" scene; CODE projects open on the code tab, QR and WORLD on their
// scene, albums on home.
import { useEffect, useRef, useState } from "react";
import { trpc } from "../../trpc/client";
import type { EditorProject } from "./editor-contract";

export type EditorTab = "home" | "code" | `scene:${number}`;

export const sceneTab = (sceneId: number): EditorTab => `scene:${sceneId}`;
export const tabSceneId = (tab: EditorTab): number | null => (tab.startsWith("scene:") ? Number(tab.slice(6)) : null);

/** The tab a freshly opened project starts on. */
export function initialTab(project: Pick<EditorProject, "type" | "scenes">): EditorTab {
  if (project.type === "CODE") return "code";
  const first = project.scenes[0];
  if ((project.type === "QR" || project.type === "WORLD") && first) return sceneTab(first.id);
  return "home";
}

export function useOpenProject(project: EditorProject | undefined, refetch: () => Promise<unknown>) {
  const [tab, setTab] = useState<EditorTab | null>(null);
  const [createFailed, setCreateFailed] = useState(false);
  const started = useRef(false);
  const createQr = trpc.projects.createQrScene.useMutation();
  const createWorld = trpc.projects.createWorldScene.useMutation();

  useEffect(() => {
    if (!project || started.current) return;
    started.current = true;
    const needs =
      project.scenes.length === 0 ? (project.type === "QR" ? "qr" : project.type === "WORLD" ? "world" : null) : null;
    if (!needs) {
      setTab(initialTab(project));
      return;
    }
    void (async () => {
      try {
        const scene =
          needs === "qr"
            ? await createQr.mutateAsync({ projectId: project.id, name: "QR Marker" })
            : await createWorld.mutateAsync({ projectId: project.id, name: "World" });
        await refetch();
        setTab(sceneTab(scene.id));
      } catch {
        setCreateFailed(true);
        setTab("home");
      }
    })();
    // Runs once per opened project; the mutations are stable enough for that.
  }, [project]);

  return { tab, setTab, createFailed };
}
