// Trackability score of image markers (beyond the spec): synthetic images with known structure.
import {
  analyseTrackability,
  cornerResponse,
  detectFeatures,
  featureHeatmap,
  rgbaToGrey,
  scoreFeatures,
  trackabilityVerdict,
  type GreyImage,
} from "@ar/card-layout";
import { describe, expect, it } from "vitest";

function image(width: number, height: number, fill: (x: number, y: number) => number): GreyImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = fill(x, y);
  return { width, height, data };
}

const flat = image(256, 192, () => 128);
const checker = (cell: number) =>
  image(256, 192, (x, y) => ((Math.floor(x / cell) + Math.floor(y / cell)) % 2 ? 230 : 25));
/** Deterministic pseudo-random blocks: a rich, non-repeating texture like a busy photo. */
function blocks(seed: number, width = 256, height = 192, cell = 6): GreyImage {
  let s = seed;
  const rnd = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const cols = Math.ceil(width / cell);
  const values = Array.from({ length: cols * Math.ceil(height / cell) }, () => Math.round(rnd() * 255));
  return image(width, height, (x, y) => values[Math.floor(y / cell) * cols + Math.floor(x / cell)]!);
}

describe("trackability of an image marker", () => {
  it("finds no feature points on a flat image and scores it 0 (poor)", () => {
    const report = analyseTrackability(flat);
    expect(report.points).toHaveLength(0);
    expect(report.score).toBe(0);
    expect(report.verdict).toBe("poor");
    expect(report.hints).toEqual(["fewDetails", "emptyAreas"]);
  });

  it("scores a checkerboard higher than a flat image, with points at the square corners", () => {
    const board = analyseTrackability(checker(16));
    expect(board.score).toBeGreaterThan(analyseTrackability(flat).score);
    expect(board.points.length).toBeGreaterThan(100);
    // Every point sits on a junction of squares (within the 5×5 window).
    for (const p of board.points) {
      const off = (v: number) => Math.min(v % 16, 16 - (v % 16));
      expect(off(p.x) + off(p.y)).toBeLessThanOrEqual(4);
    }
  });

  it("ignores straight edges and smooth gradients: they are not trackable corners", () => {
    const stripes = image(256, 192, (x) => (Math.floor(x / 16) % 2 ? 230 : 25));
    const ramp = image(256, 192, (x, y) => Math.round((x + y) / 2));
    expect(detectFeatures(stripes)).toHaveLength(0);
    expect(detectFeatures(ramp)).toHaveLength(0);
  });

  it("gives a rich texture a good verdict and the same texture in one corner only a poorer one", () => {
    const rich = analyseTrackability(blocks(7));
    expect(rich.verdict).toBe("good");
    expect(rich.coverage).toBe(1);
    const texture = blocks(7);
    const corner = image(256, 192, (x, y) => (x < 64 && y < 48 ? texture.data[y * 256 + x]! : 200));
    const small = analyseTrackability(corner);
    expect(small.score).toBeLessThan(rich.score);
    expect(small.verdict).toBe("poor");
    expect(small.hints).toContain("emptyAreas");
    expect(small.evenness).toBeLessThan(rich.evenness);
  });

  it("does not find corners in low-contrast texture (washed-out images)", () => {
    const faint = blocks(3);
    const washed = image(256, 192, (x, y) => 120 + Math.round(faint.data[y * 256 + x]! / 40));
    expect(analyseTrackability(washed).score).toBeLessThan(analyseTrackability(blocks(3)).score / 4);
  });

  it("has a zero response on the border and a positive one at an L corner", () => {
    const square = image(40, 40, (x, y) => (x >= 20 && y >= 20 ? 255 : 0));
    const r = cornerResponse(square);
    expect(r[0]).toBe(0);
    expect(r[20 * 40 + 20]).toBeGreaterThan(0.02);
    expect(detectFeatures(square).some((p) => Math.abs(p.x - 20) <= 2 && Math.abs(p.y - 20) <= 2)).toBe(true);
  });

  it("maps scores to verdicts at 40 and 70", () => {
    expect(trackabilityVerdict(39)).toBe("poor");
    expect(trackabilityVerdict(40)).toBe("fair");
    expect(trackabilityVerdict(69)).toBe("fair");
    expect(trackabilityVerdict(70)).toBe("good");
    expect(scoreFeatures([], 0, 0).score).toBe(0);
  });

  it("builds a heat map of about-square cells, 1 where points are dense and 0 where none", () => {
    const texture = blocks(11);
    const half = image(256, 192, (x, y) => (x < 128 ? texture.data[y * 256 + x]! : 90));
    const report = analyseTrackability(half);
    const map = featureHeatmap(report.points, 256, 192, 16);
    expect(map.cols).toBe(16);
    expect(map.rows).toBe(12);
    expect(map.values[0]).toBe(1);
    expect(map.values[15]).toBe(0);
    expect(Math.max(...map.values)).toBeLessThanOrEqual(1);
  });

  it("reads RGBA as luminance, transparent pixels as white", () => {
    const rgba = new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 255]);
    const grey = rgbaToGrey(rgba, 3, 1);
    expect([...grey.data]).toEqual([76, 255, 0]);
  });
});
