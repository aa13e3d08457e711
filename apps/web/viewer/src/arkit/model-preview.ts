// The desktop's 3D preview of an ARKit model: the shell's stage and orbit view (no marker square),
// the GLB through @ar/scene-render's loader (Draco and Meshopt served by the app), and the model's
// real size in metres read from its bounding box (glTF units are metres).
import { Box3, Vector3 } from "three";
import { loadGlb } from "@ar/scene-render/glb";
import { t } from "../shell/i18n";
import { createStage } from "../shell/stage";
import { createFallbackView } from "../shell/fallback-view";
import { formatModelSize } from "@ar/core/arkit/model-size";
import type { PublicArkit } from "./types";

const DECODER_PATH = "/scene-editor/draco/";

export async function showModelPreview(opts: {
  root: HTMLElement;
  panel: HTMLElement;
  project: PublicArkit;
  locale: string;
}): Promise<void> {
  const container = opts.root.querySelector<HTMLElement>("#stage") ?? opts.root;
  const stage = createStage(container);
  const model = await loadGlb(opts.project.modelSrc, { decoderPath: DECODER_PATH });
  const view = createFallbackView({ stage, content: model.scene, container, marker: false });
  stage.canvas.setAttribute("aria-label", t("arkit.preview3d", { name: opts.project.name }));
  view.frame();
  const size = new Box3().setFromObject(model.scene).getSize(new Vector3());
  const p = document.createElement("p");
  p.className = "arkit-size";
  p.dataset.size = [size.x, size.y, size.z].map((v) => v.toFixed(3)).join(",");
  p.textContent = t("arkit.size", { size: formatModelSize(size, opts.locale) });
  opts.panel.append(p);
  opts.panel.dataset.ready = "true";
}
