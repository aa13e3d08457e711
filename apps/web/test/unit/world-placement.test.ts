// World scenes in WebXR (issue 21). Headless Chromium has no AR device, so `immersive-ar` with
// hit-test cannot run in the e2e tests: the placement logic is tested here against a recorded
// session instead (fixtures/webxr-session.json: hit-test poses, viewer positions and select events
// over time). The mode choice per device is tested with recorded user agents and capabilities.
import { describe, expect, it } from "vitest";
import session from "./fixtures/webxr-session.json";
import { replay, type XrSample } from "../../viewer/src/world/world-placement";
import { chooseWorldMode, quickLookBlockers } from "../../viewer/src/world/world-mode";

const frames = session.frames as XrSample[];
const at = (t: number) => frames.findIndex((f) => f.t === t);

describe("tap to place a world scene (recorded WebXR session)", () => {
  const states = replay(frames);
  it("searches, aims at the floor, is placed by a tap at real scale facing the person, and moved by a later tap", () => {
    expect(states[at(0)]!.state).toBe("searching");
    expect(states[at(1)]!.state).toBe("aiming");
    const placed = states[at(1.25)]!;
    expect([placed.state, placed.placements]).toEqual(["placed", 1]);
    const m = placed.scene!;
    expect([m[12], m[13], m[14]]).toEqual([0, -1.4, -1.5]);
    // Real scale: the basis vectors stay unit length (no scaling), y stays up.
    expect(Math.hypot(m[0]!, m[1]!, m[2]!)).toBeCloseTo(1, 9);
    expect([m[4], m[5], m[6]]).toEqual([0, 1, 0]);
    // Its front (+z) points at the person (at the origin).
    const front = [m[8]!, m[10]!];
    const toViewer = [0 - m[12]!, 0 - m[14]!];
    expect(front[0]! * toViewer[0]! + front[1]! * toViewer[1]!).toBeGreaterThan(0);

    // Walking and aiming elsewhere does not move it; a tap with no surface in sight neither.
    expect(states[at(2.5)]!.scene).toEqual(placed.scene);
    expect(states[at(2.5)]!.reticle![12]).toBe(1.5);
    expect(states[at(2.75)]!.scene).toEqual(placed.scene);
    expect(states[at(2.75)]!.placements).toBe(1);

    const moved = states[at(3)]!;
    expect(moved.placements).toBe(2);
    expect([moved.scene![12], moved.scene![14]]).toEqual([2, -1]);
    expect(states.at(-1)!.scene).toEqual(moved.scene);
  });
});

describe("which AR a world scene gets", () => {
  const iphone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
  const android =
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36";
  it("WebXR where immersive-ar exists, Quick Look on iOS when USDZ can carry the scene, else camera + orientation, else 3D", () => {
    expect(chooseWorldMode({ ua: android, immersiveAr: true, camera: true, orientation: true }, [])).toEqual({
      mode: "webxr",
    });
    expect(chooseWorldMode({ ua: iphone, immersiveAr: false, camera: true, orientation: true }, [])).toEqual({
      mode: "quick-look",
    });
    expect(chooseWorldMode({ ua: iphone, immersiveAr: false, camera: true, orientation: true }, ["video"])).toEqual({
      mode: "camera-orientation",
      blockers: ["video"],
    });
    expect(chooseWorldMode({ ua: android, immersiveAr: false, camera: false, orientation: true }, [])).toEqual({
      mode: "3d",
      blockers: [],
    });
  });
  it("names what USDZ cannot express", () => {
    expect(
      quickLookBlockers([
        { type: "primitive", data: {} },
        { type: "glb", data: {} },
      ]),
    ).toEqual([]);
    expect(quickLookBlockers([{ type: "video", data: { chromaKeyEnabled: false } }])).toEqual(["video"]);
    const all = [
      { type: "video", data: { chromaKeyEnabled: true } },
      { type: "audio", data: {} },
      { type: "image", data: { click: [{ type: "openUrl", value: "https://example.com" }] } },
    ];
    expect(quickLookBlockers(all as never).sort()).toEqual(["audio", "chroma", "click-action", "video"]);
  });
});
