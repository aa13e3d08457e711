// The wish's text as a canvas texture: white on a dark rounded band, wrapped to at most six
// lines. Drawn once; the canvas is 1024 px wide whatever the band's size on the card.
import { CanvasTexture, SRGBColorSpace } from "three";
import { wrapText } from "./text-layout";

const WIDTH = 1024;
const FONT_PX = 52;
const LINE = 64;
const PAD = 36;

export function textTexture(text: string): { texture: CanvasTexture; aspect: number } {
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d")!;
  const font = `600 ${FONT_PX}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  ctx.font = font;
  const lines = wrapText(text, WIDTH - PAD * 2, 6, (s) => ctx.measureText(s).width);
  canvas.width = WIDTH;
  canvas.height = PAD * 2 + lines.length * LINE;
  // Resizing the canvas reset its state.
  ctx.font = font;
  ctx.fillStyle = "rgba(0, 0, 0, 0.6)";
  ctx.beginPath();
  ctx.roundRect(0, 0, canvas.width, canvas.height, 40);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  lines.forEach((line, i) => ctx.fillText(line, WIDTH / 2, PAD + LINE * (i + 0.5)));
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return { texture, aspect: canvas.width / canvas.height };
}
