// A script after its first run: marker events, frames and taps reach its handlers; anchors and
// ids reach the description; a throwing handler reports its line. Then the three.js side: the
// scene sync keeps objects (same ids → same three.js objects, colour in place), moves them to
// their marker's anchor, and drops what the script removed.
import * as THREE from "three";
import { describe, expect, it } from "vitest";
import { startScript } from "../src/script-runner";
import { createSceneSync } from "../src/scene-sync";

const markers = [
  { id: "7", name: "Card", kind: "qr" as const },
  { id: "8", name: "Poster", kind: "image" as const },
];

const SCRIPT = `
const m = marker("Poster");
const cube = primitive("cube", { color: "white" });
m.anchor.add(cube);
const free = primitive("sphere");
let t = 0;
m.onFound(() => { cube.color = "red"; log("found", m.name, m.found); });
m.onLost(() => { cube.color = "blue"; });
onFrame((dt) => { t += dt; free.position.x = t; });
cube.onTap(() => log("cube tapped"));
onTap((o, p) => log("tap", o ? o.name : null, p.x));
log(markers.length, markers[0].kind);
`;

describe("script session", () => {
  it("runs marker, frame and tap handlers and reports anchors and ids", () => {
    const s = startScript(SCRIPT, [], markers);
    expect(s.result.ok).toBe(true);
    expect(s.result.scene.wantsFrames).toBe(true);
    const [cube, free] = s.result.scene.nodes;
    expect(cube).toMatchObject({ id: 1, anchor: "8", color: 0xffffff });
    expect(free).toMatchObject({ id: 2, anchor: null });

    let r = s.dispatch({ type: "found", marker: "8" });
    expect(r.scene.nodes[0]!.color).toBe(0xff0000);
    // Found twice in a row is one event for the script.
    r = s.dispatch({ type: "found", marker: "8" });
    r = s.dispatch({ type: "frame", dt: 0.25 });
    r = s.dispatch({ type: "frame", dt: 0.25 });
    expect(r.scene.nodes[1]!.position[0]).toBeCloseTo(0.5);
    r = s.dispatch({ type: "tap", object: 1, x: 0.1, y: 0 });
    r = s.dispatch({ type: "tap", object: null, x: -0.5, y: 0 });
    r = s.dispatch({ type: "lost", marker: "8" });
    expect(r.scene.nodes[0]!.color).toBe(0x0000ff);
    expect(r.scene.logs).toEqual(["2 qr", "found Poster true", "cube tapped", "tap cube 0.1", "tap null -0.5"]);
  });

  it("a throwing handler reports the script's line", () => {
    const s = startScript("onTap(() => {\n  null.x;\n});", [], []);
    const r = s.dispatch({ type: "tap", object: null, x: 0, y: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.line).toBe(2);
  });

  it("handlers must be functions", () => {
    const r = startScript("onFrame(3);", [], []).result;
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe("onFrame needs a function");
  });
});

describe("scene sync", () => {
  it("updates objects in place, moves them to their anchor and removes the ones gone", () => {
    const root = new THREE.Group();
    const anchor = new THREE.Group();
    const sync = createSceneSync({ resolveAsset: () => null, parentFor: (a) => (a === "8" ? anchor : root) });
    const s = startScript(SCRIPT, [], markers);
    sync.apply(s.result.scene);
    const [cube, free] = sync.objects();
    expect(cube!.parent).toBe(anchor);
    expect(free!.parent).toBe(root);
    sync.apply(s.dispatch({ type: "found", marker: "8" }).scene);
    sync.apply(s.dispatch({ type: "frame", dt: 0.1 }).scene);
    expect(sync.objects()[0]).toBe(cube);
    expect(((cube as THREE.Mesh).material as THREE.MeshStandardMaterial).color.getHex()).toBe(0xff0000);
    expect(free!.position.x).toBeCloseTo(0.1);

    // A ray through the cube's anchor finds the cube's id.
    const ray = new THREE.Raycaster(new THREE.Vector3(0, 0, 5), new THREE.Vector3(0, 0, -1));
    anchor.updateMatrixWorld(true);
    root.updateMatrixWorld(true);
    expect(sync.hit(ray)).toBe(1);

    sync.apply({ ...s.result.scene, nodes: s.result.scene.nodes.slice(1) });
    expect(sync.objects()).toEqual([free]);
    expect(cube!.parent).toBeNull();
  });
});
