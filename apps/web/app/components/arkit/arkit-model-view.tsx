// The project step's interactive 3D preview of the stored model (issue 22): the packs' model view
// (drag to turn, wheel to zoom, three.js loaded only when shown), and under it the model's
// real-world size — glTF units are metres, and AR Quick Look and Scene Viewer show it that large.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ModelViewer, type ModelSize } from "../packs/model-viewer";
import { formatModelSize } from "@ar/core/arkit/model-size";

export function ArkitModelView({ src, name }: { src: string; name: string }) {
  const { t, i18n } = useTranslation();
  const [size, setSize] = useState<ModelSize | null>(null);
  return (
    <section className="flex flex-col gap-1.5" data-testid="arkit-model-view">
      <ModelViewer
        src={src}
        name={name}
        label={t("arkit.project.viewer", { name })}
        onSize={setSize}
        heightClass="h-56"
      />
      {size && (
        <p
          className="text-xs text-slate-600"
          data-testid="arkit-size"
          data-size={[size.x, size.y, size.z].map((v) => v.toFixed(3)).join(",")}
        >
          {t("arkit.project.size", { size: formatModelSize(size, i18n.language) })}
        </p>
      )}
    </section>
  );
}
