// A small interactive 3D view of one GLB (spec 2: "Loading model..." while it loads, "Loading
// model error occurred" when it fails). three.js is imported inside the effect, so it only loads
// when a model is actually opened.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../ui/spinner";
import { AlertCircleIcon } from "../ui/icons";
import { loadModelScene } from "./load-model-scene";

type State = "loading" | "ready" | "error";

export function ModelViewer({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>("loading");

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let dispose: (() => void) | undefined;
    setState("loading");
    loadModelScene()
      .then((scene) => {
        if (cancelled) return;
        const viewer = scene.mountModelViewer(host, src, {
          onLoaded: () => !cancelled && setState("ready"),
          onError: (e) => {
            console.warn("model did not load", e);
            if (!cancelled) setState("error");
          },
        });
        dispose = () => viewer.dispose();
      })
      // No WebGL, or the three.js chunk did not load.
      .catch((e: unknown) => {
        console.warn("model viewer failed", e);
        if (!cancelled) setState("error");
      });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [src]);

  return (
    <div className="relative h-[min(60vh,420px)] w-full overflow-hidden rounded-xl bg-gradient-to-b from-slate-50 to-slate-200" data-testid="model-viewer" data-state={state}>
      <div ref={hostRef} className="size-full" role="img" aria-label={t("packs.model.viewer", { name })} />
      {state === "loading" && (
        <p role="status" className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" />
          {t("packs.model.loading")}
        </p>
      )}
      {state === "error" && (
        <p role="alert" className="absolute inset-0 flex items-center justify-center gap-2 bg-white/70 text-sm font-medium text-red-600">
          <AlertCircleIcon className="size-4" />
          {t("packs.model.error")}
        </p>
      )}
    </div>
  );
}
