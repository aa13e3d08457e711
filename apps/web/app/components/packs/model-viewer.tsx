// A small interactive 3D view of one GLB (spec 2: "Loading model..." while it loads, "Loading
// model error occurred" when it fails). three.js is imported inside the effect, so it only loads
// when a model is actually opened.
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../ui/spinner";
import { AlertCircleIcon } from "../ui/icons";
import { loadModelScene } from "./load-model-scene";

type State = "loading" | "ready" | "error";

export type ModelSize = { x: number; y: number; z: number };

export function ModelViewer({
  src,
  name,
  label,
  onSize,
  heightClass = "h-[min(60vh,420px)]",
}: {
  src: string;
  name: string;
  /** aria-label (default: the packs' text) */ label?: string;
  /** the model's bounding box in metres, once loaded */ onSize?(size: ModelSize): void;
  /** Tailwind height of the view */ heightClass?: string;
}) {
  const { t } = useTranslation();
  const hostRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>("loading");
  const sizeRef = useRef(onSize);
  sizeRef.current = onSize;

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
          onLoaded: ({ size }) => {
            if (cancelled) return;
            setState("ready");
            sizeRef.current?.(size);
          },
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
    <div
      className={`relative ${heightClass} w-full overflow-hidden rounded-xl bg-gradient-to-b from-slate-50 to-slate-200`}
      data-testid="model-viewer"
      data-state={state}
    >
      <div ref={hostRef} className="size-full" role="img" aria-label={label ?? t("packs.model.viewer", { name })} />
      {state === "loading" && (
        <p role="status" className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" />
          {t("packs.model.loading")}
        </p>
      )}
      {state === "error" && (
        <p
          role="alert"
          className="absolute inset-0 flex items-center justify-center gap-2 bg-white/70 text-sm font-medium text-red-600"
        >
          <AlertCircleIcon className="size-4" />
          {t("packs.model.error")}
        </p>
      )}
    </div>
  );
}
