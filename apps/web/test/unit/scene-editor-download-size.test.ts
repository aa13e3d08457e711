import { describe, expect, it } from "vitest";
import { downloadBytes, assetIdsOf, objectsOfSceneData } from "../../app/components/scene-editor/download-size";

describe("download-size meter", () => {
  const assets = [
    { id: 1, size: 1000, compSize: 400 },
    { id: 2, size: 2000, compSize: null },
    { id: 3, size: 5000, compSize: 100 },
  ];
  it("sums the compressed size of each used asset once", () => {
    const used = assetIdsOf([{ assetId: 1 }, { assetId: "1" }, { assetId: 2 }, { assetId: null }, {}]);
    expect([...used]).toEqual(["1", "2"]);
    expect(downloadBytes(assets, used)).toBe(2400);
    expect(downloadBytes(assets, new Set())).toBe(0);
  });
  it("reads stored scene data defensively", () => {
    expect(objectsOfSceneData(null)).toEqual([]);
    expect(objectsOfSceneData([{ assetId: 3 }, 5, null])).toEqual([{ assetId: 3 }]);
  });
});
