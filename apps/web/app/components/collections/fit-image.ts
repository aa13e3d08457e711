// Draws a design image fitted or filled to the card's shape (image-proportions.ts gives the
// rectangles): white where the image does not reach (paper), JPEG at the design quality.
import { DESIGN_JPEG_QUALITY } from "../wizard/design/image-pixels";
import type { Size } from "./card-size";
import { placement } from "./image-proportions";

export async function renderProportioned(
  img: HTMLImageElement,
  mode: "fit" | "fill",
  card: Size,
  name: string,
): Promise<File> {
  const { size, source, target } = placement(mode, { width: img.naturalWidth, height: img.naturalHeight }, card);
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2d context");
  ctx.fillStyle = "#FFFFFF";
  ctx.fillRect(0, 0, size.width, size.height);
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(img, source.x, source.y, source.width, source.height, target.x, target.y, target.width, target.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", DESIGN_JPEG_QUALITY));
  if (!blob) throw new Error("encode failed");
  return new File([blob], `${name.replace(/\.[^.]+$/, "") || "design"}.jpg`, { type: "image/jpeg" });
}
