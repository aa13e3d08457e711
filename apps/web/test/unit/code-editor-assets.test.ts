// The code editor's asset rules: what the picker takes (editors spec 5) and the script names kept
// in codeData.assetData (asset id → name).
import { describe, expect, it } from "vitest";
import {
  CODE_ASSET_ACCEPT,
  namedAssets,
  pickerKind,
  scriptNameFor,
  scriptNameProblem,
  unnamedAssets,
} from "../../app/components/code-editor/code-assets";
import { scriptApiDts } from "../../app/components/code-editor/script-api-dts";
import type { EditorAsset } from "../../app/components/ar-projects/editor-contract";

const asset = (id: number, name: string, kind: string): EditorAsset =>
  ({
    id,
    name,
    kind,
    size: 1,
    compSize: null,
    uploadStatus: "ready",
    progress: 100,
    src: `/api/files/${id}`,
    disableCompressing: false,
  }) as EditorAsset;

describe("code editor assets", () => {
  it("accepts GLB, JPG/JPEG/PNG and MP4 only", () => {
    expect(CODE_ASSET_ACCEPT).toBe(".glb,.jpg,.jpeg,.png,.mp4");
    expect(["a.glb", "b.JPG", "c.jpeg", "d.png", "e.mp4"].map(pickerKind)).toEqual([
      "glb",
      "image",
      "image",
      "image",
      "video",
    ]);
    expect(["f.webm", "g.gif", "h.mp3", "noext"].map(pickerKind)).toEqual([null, null, null, null]);
  });

  it("names a new asset after its file, uniquely", () => {
    expect(scriptNameFor("My Chair (1).glb", [])).toBe("my_chair_1");
    expect(scriptNameFor("Кот.png", [])).toBe("кот");
    expect(scriptNameFor("chair.glb", ["chair", "chair_2"])).toBe("chair_3");
    expect(scriptNameFor("...png", [])).toBe("asset");
  });

  it("checks names: required, unique", () => {
    const data = { "1": "chair", "2": "lamp" };
    expect(scriptNameProblem("  ", "1", data)).toBe("errors.required");
    expect(scriptNameProblem("lamp", "1", data)).toBe("codeEditor.assets.nameTaken");
    expect(scriptNameProblem("chair", "1", data)).toBeNull();
    expect(scriptNameProblem("table", "1", data)).toBeNull();
  });

  it("pairs names with the project's assets and lists the unnamed ones of the picker's kinds", () => {
    const assets = [asset(1, "chair.glb", "glb"), asset(2, "song.mp3", "audio"), asset(3, "photo.png", "image")];
    expect(namedAssets({ "1": "chair", "9": "gone" }, assets).map((n) => [n.name, n.asset?.id ?? null])).toEqual([
      ["chair", 1],
      ["gone", null],
    ]);
    expect(unnamedAssets({ "1": "chair" }, assets).map((a) => a.id)).toEqual([3]);
  });

  it("offers the asset names to Monaco's completion", () => {
    expect(scriptApiDts(["chair", 'say "hi"'])).toContain('type AssetName = "chair" | "say \\"hi\\"" | (string & {});');
    expect(scriptApiDts([])).toContain("type AssetName = string;");
  });
});
