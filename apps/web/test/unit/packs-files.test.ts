import { describe, expect, it } from "vitest";
import {
  PACK_FILE_RULES,
  acceptAttribute,
  acceptFiles,
  baseNameOf,
  extensionOf,
  fitPreviewSize,
  isVideoName,
  pairStickerFiles,
  uploadItemsFor,
} from "../../app/components/packs/pack-files";

const f = (name: string, size = 1000) => ({ name, size });
const HALF_MB = 512 * 1024;
const FIVE_MB = 5 * 1024 * 1024;

describe("file acceptance", () => {
  it("takes the sticker extensions of spec 5, in any case", () => {
    const files = ["a.webm", "b.mp4", "c.jpg", "d.jpeg", "e.png", "f.mov", "G.PNG", "h.MoV"].map((n) => f(n));
    expect(acceptFiles("sticker", files).refused).toEqual([]);
  });

  it("refuses other types for stickers", () => {
    const { accepted, refused } = acceptFiles("sticker", [
      f("a.gif"),
      f("b.glb"),
      f("noext"),
      f("c.png.exe"),
      f("ok.png"),
    ]);
    expect(accepted.map((x) => x.name)).toEqual(["ok.png"]);
    expect(refused.map((r) => [r.file.name, r.reason])).toEqual([
      ["a.gif", "type"],
      ["b.glb", "type"],
      ["noext", "type"],
      ["c.png.exe", "type"],
    ]);
  });

  it("limits stickers to 0.5 MB (the server's 512 KiB), inclusive", () => {
    expect(PACK_FILE_RULES.sticker.maxBytes).toBe(HALF_MB);
    const { accepted, refused } = acceptFiles("sticker", [f("at.png", HALF_MB), f("over.png", HALF_MB + 1)]);
    expect(accepted.map((x) => x.name)).toEqual(["at.png"]);
    expect(refused).toEqual([{ file: f("over.png", HALF_MB + 1), reason: "size" }]);
  });

  it("takes only GLB up to 5 MB for models", () => {
    const { accepted, refused } = acceptFiles("model", [
      f("m.glb", FIVE_MB),
      f("M.GLB"),
      f("big.glb", FIVE_MB + 1),
      f("m.gltf"),
      f("s.png"),
    ]);
    expect(accepted.map((x) => x.name)).toEqual(["m.glb", "M.GLB"]);
    expect(refused.map((r) => r.reason)).toEqual(["size", "type", "type"]);
  });

  it("refuses empty files, and names a wrong type before a size", () => {
    expect(acceptFiles("sticker", [f("e.png", 0)]).refused[0]?.reason).toBe("empty");
    expect(acceptFiles("sticker", [f("big.gif", HALF_MB * 4)]).refused[0]?.reason).toBe("type");
  });

  it("builds the picker's accept list from the same extensions", () => {
    expect(acceptAttribute("sticker")).toBe(".webm,.mp4,.jpg,.jpeg,.png,.mov");
    expect(acceptAttribute("model")).toBe(".glb");
  });

  it("reads extensions and base names as the server does", () => {
    expect(extensionOf("Clip.Final.WEBM")).toBe("webm");
    expect(extensionOf("noext")).toBe("");
    expect(baseNameOf("Clip.Final.WEBM")).toBe("clip.final");
    expect(isVideoName("/api/files/packs/1/x.mov")).toBe(true);
    expect(isVideoName("/api/files/packs/1/x.png?v=1")).toBe(false);
  });
});

describe("webm/mov pairing", () => {
  it("pairs a webm and a mov with the same base name as one sticker: file webm, altFile mov", () => {
    const items = pairStickerFiles([f("cat.mov"), f("dog.png"), f("cat.webm")]);
    expect(items).toEqual([{ file: f("cat.webm"), altFile: f("cat.mov") }, { file: f("dog.png") }]);
  });

  it("matches base names case-insensitively", () => {
    expect(pairStickerFiles([f("Cat.WEBM"), f("cat.mov")])).toEqual([{ file: f("Cat.WEBM"), altFile: f("cat.mov") }]);
  });

  it("leaves other files of the same base name, and unmatched videos, on their own", () => {
    const items = pairStickerFiles([f("a.webm"), f("a.png"), f("a.mov"), f("b.webm"), f("c.mov"), f("a.mp4")]);
    expect(items).toEqual([
      { file: f("a.webm"), altFile: f("a.mov") },
      { file: f("a.png") },
      { file: f("b.webm") },
      { file: f("c.mov") },
      { file: f("a.mp4") },
    ]);
  });

  it("pairs only one webm with one mov per base name", () => {
    const one = { name: "x.webm", size: 1 };
    const two = { name: "x.webm", size: 2 };
    const mov = { name: "x.mov", size: 3 };
    expect(pairStickerFiles([one, two, mov])).toEqual([{ file: one, altFile: mov }, { file: two }]);
  });

  it("never pairs models", () => {
    expect(uploadItemsFor("model", [f("a.glb"), f("b.glb")])).toEqual([{ file: f("a.glb") }, { file: f("b.glb") }]);
  });
});

describe("preview size", () => {
  it("scales the longer side down to 100 px and keeps the proportions", () => {
    expect(fitPreviewSize(512, 512)).toEqual({ width: 100, height: 100 });
    expect(fitPreviewSize(1920, 1080)).toEqual({ width: 100, height: 56 });
    expect(fitPreviewSize(300, 600)).toEqual({ width: 50, height: 100 });
  });

  it("never scales up", () => {
    expect(fitPreviewSize(64, 32)).toEqual({ width: 64, height: 32 });
    expect(fitPreviewSize(100, 100)).toEqual({ width: 100, height: 100 });
  });

  it("keeps at least 1 px and never exceeds the maximum", () => {
    expect(fitPreviewSize(10000, 1)).toEqual({ width: 100, height: 1 });
    for (const [w, h] of [
      [101, 99],
      [999, 1001],
      [100.4, 3],
      [7, 100.6],
    ] as const) {
      const size = fitPreviewSize(w, h)!;
      expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(100);
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(1);
    }
  });

  it("takes another maximum (the 200 px model thumbnail)", () => {
    expect(fitPreviewSize(400, 300, 200)).toEqual({ width: 200, height: 150 });
  });

  it("has no size for a source that has none yet", () => {
    expect(fitPreviewSize(0, 100)).toBeNull();
    expect(fitPreviewSize(100, Number.NaN)).toBeNull();
    expect(fitPreviewSize(Number.POSITIVE_INFINITY, 10)).toBeNull();
  });
});
