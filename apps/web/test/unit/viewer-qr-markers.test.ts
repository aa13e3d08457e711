// Which QR marker of a code project a scanned code is (issue 21: every QR marker is tracked): the
// project link with a marker id names that scene, the plain link the first QR scene, another
// project's link none; with one QR scene any code anchors it.
import { describe, expect, it } from "vitest";
import { qrMarkerOf } from "../../viewer/src/project/qr-markers";
import type { PublicScene } from "../../viewer/src/project/types";

const qr = (id: number, marker: string): PublicScene => ({
  id,
  name: `Q${id}`,
  kind: "qr",
  qrMarkerId: marker,
  markerScale: 1,
  objects: [],
  markerImage: null,
});
const two = [qr(11, "aa01"), qr(12, "bb02")];

describe("code projects' QR markers", () => {
  it("the marker id in the project's link names its scene, on any host and for the clip link", () => {
    expect(qrMarkerOf(two, 7, "https://ar.example.com/7?m=bb02")).toBe("12");
    expect(qrMarkerOf(two, 7, "https://ar.mybrand.ru/clip/7?m=aa01")).toBe("11");
  });

  it("the plain link (or a marker id of no scene) anchors the first QR scene", () => {
    expect(qrMarkerOf(two, 7, "https://ar.example.com/7")).toBe("11");
    expect(qrMarkerOf(two, 7, "https://ar.example.com/7?m=ffff")).toBe("11");
  });

  it("another project's link or any other text anchors nothing with several QR scenes, the only one with one", () => {
    expect(qrMarkerOf(two, 7, "https://ar.example.com/8?m=bb02")).toBeNull();
    expect(qrMarkerOf(two, 7, "hello")).toBeNull();
    expect(qrMarkerOf([qr(11, "aa01")], 7, "hello")).toBe("11");
    expect(qrMarkerOf([], 7, "https://ar.example.com/7")).toBeNull();
  });
});
