// Who else has the project open (issue 22, docs/decisions/0027): this tab beats every
// heartbeatSeconds (from the server) while the editor is open and says goodbye when it closes.
// The answer also names each scene's saved version and the code's, so edits saved elsewhere reach an
// open editor without a reload (onRemote, use-remote-saves.ts).
import { useEffect, useRef, useState } from "react";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@ar/api";
import { trpc } from "../../trpc/client";

export type Presence = inferRouterOutputs<AppRouter>["projects"]["presence"];
export type PresenceEditor = Presence["editors"][number];

const TAB_KEY = "ar-editor-tab";

/** One id per browser tab, kept across reloads of that tab (sessionStorage), so a reload is not a second person. */
function tabId(): string {
  try {
    const known = sessionStorage.getItem(TAB_KEY);
    if (known) return known;
    const made = `t${crypto.getRandomValues(new Uint32Array(3)).join("")}`.slice(0, 40);
    sessionStorage.setItem(TAB_KEY, made);
    return made;
  } catch {
    return `t${Math.random().toString(36).slice(2, 14)}`;
  }
}

export function usePresence(projectId: number, onRemote: (answer: Presence) => void) {
  const [editors, setEditors] = useState<PresenceEditor[]>([]);
  const beat = trpc.projects.presence.useMutation();
  const leave = trpc.projects.leavePresence.useMutation();
  const o = useRef({ beat, leave, onRemote });
  o.current = { beat, leave, onRemote };

  useEffect(() => {
    const id = tabId();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      let next = 10;
      try {
        const answer = await o.current.beat.mutateAsync({ projectId, tabId: id });
        if (stopped) return;
        setEditors(answer.editors);
        o.current.onRemote(answer);
        next = answer.heartbeatSeconds;
      } catch {
        // Offline or signed out: the list keeps its last state and the next beat tries again.
      }
      if (!stopped) timer = setTimeout(() => void tick(), next * 1000);
    };
    void tick();
    // Closing the tab or reloading: a keepalive request outlives the page (a normal one is cut off).
    const onPageHide = () => {
      void fetch("/api/trpc/projects.leavePresence", {
        method: "POST",
        keepalive: true,
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ projectId, tabId: id }),
      }).catch(() => {});
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener("pagehide", onPageHide);
      o.current.leave.mutate({ projectId, tabId: id });
    };
  }, [projectId]);

  return editors;
}
