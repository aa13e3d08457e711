import { describe, expect, it } from "vitest";
import {
  coverRect,
  formatNumber,
  parseNumber,
  rotationSnap,
  scaleToDiagonal,
  snapAngle,
  toDegrees,
  toRadians,
} from "../../app/components/scene-editor/placement";
import {
  createObject,
  defaultData,
  duplicateObject,
  uniqueName,
  withoutObjects,
} from "../../app/components/scene-editor/object-defaults";
import {
  GRID_SIZE,
  MARKER_OPACITY,
  PREVIEW_HEIGHT,
  PREVIEW_JPEG_QUALITY,
  PREVIEW_WIDTH,
} from "../../app/components/scene-editor/scene-constants";
import { PRIMITIVE_MESHES, type PrimitiveMesh } from "@ar/scene-kinds";
import { sceneData } from "../../../../packages/core/src/ar-projects/scene-schema";

describe("placement rules (spec §9)", () => {
  it("scales a model so its bounding diagonal is 3", () => {
    const size = { x: 1, y: 2, z: 2 }; // diagonal 3
    expect(scaleToDiagonal(size)).toBeCloseTo(1);
    const s = scaleToDiagonal({ x: 30, y: 40, z: 0 }); // diagonal 50
    expect(s).toBeCloseTo(0.06);
    expect(Math.hypot(30 * s, 40 * s, 0)).toBeCloseTo(3);
    expect(scaleToDiagonal({ x: 0, y: 0, z: 0 })).toBe(1);
    expect(scaleToDiagonal({ x: Infinity, y: 1, z: 1 })).toBe(1);
  });

  it("places a new cube at [0, 0.5, 0] and media flat on the grid", () => {
    const cube = createObject("primitive", { name: "Cube", objects: [] });
    expect(cube.position).toEqual([0, 0.5, 0]);
    expect(cube.data).toMatchObject({ mesh: "cube", colorOn: true });
    const image = createObject("image", { name: "Photo", objects: [], assetId: 3 });
    expect(image.rotation[0]).toBeCloseTo(-Math.PI / 2);
    expect(image.assetId).toBe(3);
  });

  it("snaps rotation to 15° while Shift is held", () => {
    expect(rotationSnap(true)).toBeCloseTo(Math.PI / 12);
    expect(rotationSnap(false)).toBeNull();
    expect(toDegrees(snapAngle(toRadians(22)))).toBeCloseTo(15);
    expect(toDegrees(snapAngle(toRadians(23)))).toBeCloseTo(30);
    expect(toDegrees(snapAngle(toRadians(-8)))).toBeCloseTo(-15);
  });

  it("crops the preview to 420x225 without distortion", () => {
    expect(PREVIEW_WIDTH / PREVIEW_HEIGHT).toBeCloseTo(280 / 150);
    expect(PREVIEW_JPEG_QUALITY).toBe(0.8);
    const wide = coverRect(2000, 500, 420, 225);
    expect(wide.sh).toBe(500);
    expect(wide.sw / wide.sh).toBeCloseTo(420 / 225);
    expect(wide.sx).toBeCloseTo((2000 - wide.sw) / 2);
    const tall = coverRect(800, 800, 420, 225);
    expect(tall.sw).toBe(800);
    expect(tall.sw / tall.sh).toBeCloseTo(420 / 225);
    expect(tall.sy).toBeCloseTo((800 - tall.sh) / 2);
  });

  it("uses the spec's constants", () => {
    expect(GRID_SIZE).toBe(100);
    expect(MARKER_OPACITY).toBe(0.75);
  });

  it("parses typed numbers and formats them for reading", () => {
    expect(parseNumber("1.5")).toBe(1.5);
    expect(parseNumber(" -2,25 ")).toBe(-2.25);
    expect(parseNumber("")).toBeNull();
    expect(parseNumber("-")).toBeNull();
    expect(parseNumber("abc")).toBeNull();
    expect(parseNumber("1e400")).toBeNull();
    expect(formatNumber(0.30000000000000004)).toBe("0.3");
    expect(formatNumber(-0.0001)).toBe("0");
    expect(formatNumber(toDegrees(toRadians(45)))).toBe("45");
  });
});

describe("data defaults by type (spec §3, §9)", () => {
  it("fills each type's data", () => {
    expect(defaultData("primitive")).toEqual({ mesh: "cube", color: "#FFFFFF", colorOn: true, click: [] });
    expect(defaultData("glb")).toEqual({ playAnimation: true, envMap: "none", animationPlayMode: "loop", click: [] });
    expect(defaultData("video")).toEqual({
      chromaKey: "#00FF00",
      chromaKeyEnabled: false,
      autoplay: true,
      muted: false,
      videoType: "video",
      click: [],
    });
    expect(defaultData("video", { videoType: "video-v" })).toMatchObject({ videoType: "video-v" });
    expect(defaultData("audio")).toEqual({ autoplay: true, animModel: null, animModelEnable: false });
    expect(defaultData("image")).toEqual({ click: [] });
    expect(defaultData("sceneMarker")).toEqual({});
  });

  it("creates objects the server accepts, for every type and mesh", () => {
    const objects = (["primitive", "glb", "video", "audio", "image", "sceneMarker"] as const).map((type, i) =>
      createObject(type, { name: `n${i}`, objects: [], assetId: type === "primitive" ? null : 5 }),
    );
    for (const mesh of PRIMITIVE_MESHES) objects.push(createObject("primitive", { name: mesh, objects, mesh }));
    expect(sceneData.safeParse(objects).success).toBe(true);
    const unknown = createObject("primitive", { name: "teapot", objects, mesh: "teapot" as PrimitiveMesh });
    expect(sceneData.safeParse([...objects, unknown]).success).toBe(false);
  });

  it("names new objects uniquely and duplicates beside the original", () => {
    const a = createObject("primitive", { name: "Cube", objects: [] });
    expect(uniqueName("Cube", [a])).toBe("Cube 2");
    const b = duplicateObject(a, [a]);
    expect(b.id).not.toBe(a.id);
    expect(b.name).toBe("Cube 2");
    expect(b.position).toEqual([1, 0.5, 0]);
    expect(b.data).toEqual(a.data);
    expect(b.data).not.toBe(a.data);
  });

  it("removing objects drops the click actions and audio links that named them", () => {
    const video = { ...createObject("video", { name: "v", objects: [] }), id: "v" };
    const model = { ...createObject("glb", { name: "g", objects: [] }), id: "g" };
    const audio = {
      ...createObject("audio", { name: "a", objects: [] }),
      id: "a",
      data: { autoplay: true, animModel: "g", animModelEnable: true },
    };
    const cube = { ...createObject("primitive", { name: "c", objects: [] }), id: "c" };
    cube.data = {
      ...cube.data,
      click: [
        { type: "launchVideo", value: "v" },
        { type: "openUrl", value: "https://a.b" },
      ],
    };
    const left = withoutObjects([video, model, audio, cube], new Set(["v", "g"]));
    expect(left.map((o) => o.id)).toEqual(["a", "c"]);
    expect(left[0]!.data).toMatchObject({ animModel: null, animModelEnable: false });
    expect(left[1]!.data!.click).toEqual([{ type: "openUrl", value: "https://a.b" }]);
    expect(sceneData.safeParse(left).success).toBe(true);
  });
});
