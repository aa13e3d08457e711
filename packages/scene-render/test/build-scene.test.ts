// buildScene in a headless three.js scene graph (no WebGL): objects land where they were saved,
// each kind gets its content, and click actions, autoplay and "animate while the sound plays" are
// wired to the right media and models.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BoxGeometry, ConeGeometry, Mesh, Raycaster, Vector3, type MeshStandardMaterial, type PlaneGeometry, type ShaderMaterial } from "three";
import { buildScene, type BuildOptions } from "../src/build-scene";
import type { SceneObject, Vec3 } from "../src/scene-object";
import { toStored } from "../src/transforms";
import { installFakeDom, type FakeDom, type FakeMedia } from "./fake-dom";
import { triangleGltfUrl } from "./gltf-fixture";

let dom: FakeDom;
beforeAll(() => {
  dom = installFakeDom((src) => (src === "/f/pic.png" ? [200, 100] : null));
});
afterAll(() => dom.uninstall());

const obj = (id: string, type: SceneObject["type"], data: Record<string, unknown> = {}, assetId: number | null = null, position: Vec3 = [0, 0, 0], rotation: Vec3 = [0, 0, 0], scale: Vec3 = [1, 1, 1]): SceneObject => ({
  id, name: id, type, assetId, data, position, rotation, scale,
});

const assets: Record<string, { src: string; kind: string }> = {
  "1": { src: "/f/pic.png", kind: "image" },
  "2": { src: "/f/clip.mp4", kind: "video" },
  "3": { src: "/f/song.mp3", kind: "audio" },
  "4": { src: triangleGltfUrl(), kind: "glb" },
  "5": { src: "/f/broken.png", kind: "image" },
  "6": { src: "/f/muted.mp4", kind: "video" },
};

function options(extra: Partial<BuildOptions> = {}) {
  const errors: string[] = [];
  const opened: string[] = [];
  const opts: BuildOptions = {
    resolve: (id) => assets[id] ?? null,
    markerScale: 1.2,
    decoderPath: null,
    onError: (id) => errors.push(id),
    openUrl: (url) => opened.push(url),
    ...extra,
  };
  return { opts, errors, opened };
}

const scene: SceneObject[] = [
  obj("cube", "primitive", {
    mesh: "cube", color: "#FF0000", colorOn: true,
    click: [{ type: "openUrl", value: "https://example.com/a" }, { type: "launchVideo", value: "clip" }, { type: "launchAudio", value: "song" }, { type: "playAnimation", value: "model" }],
  }, null, [1, 0.5, 0], [0, 0.5, 0], [2, 2, 2]),
  obj("pyr", "primitive", { mesh: "pyramid", color: "#00FF00", colorOn: false }, null, [-1, 0.5, 0.25]),
  obj("pic", "image", { click: [] }, 1, [0, 0.01, 1], [-Math.PI / 2, 0, 0]),
  obj("clip", "video", { videoType: "video-h", chromaKeyEnabled: true, chromaKey: "#0000FF", autoplay: true, muted: false }, 2, [0, 0.01, -1], [-Math.PI / 2, 0, 0], [1.5, 1.5, 1.5]),
  obj("quiet", "video", { autoplay: true, muted: true }, 6, [2, 0, 2]),
  obj("song", "audio", { autoplay: false, animModel: "model", animModelEnable: true }, 3, [0, 0.5, 0]),
  obj("model", "glb", { playAnimation: false, animationPlayMode: "once" }, 4, [0, 0, 3]),
  obj("missing", "image", {}, 99),
  obj("broken", "image", {}, 5),
];

const meshOf = (n: { children: unknown[] }) => n.children[0] as Mesh;

describe("buildScene", () => {
  it("places every object as saved, in marker space, with its content", async () => {
    const { opts, errors } = options();
    const built = await buildScene(scene, opts);
    expect(built.root.children.map((c) => c.name)).toEqual(scene.map((o) => o.id));
    for (const o of scene) {
      const node = built.objects.get(o.id)!;
      expect(node.position.toArray()).toEqual(o.position);
      expect(node.rotation.toArray().slice(0, 3)).toEqual(o.rotation);
      expect(node.scale.toArray()).toEqual(o.scale);
      expect(node.userData.sceneObjectId).toBe(o.id);
    }
    const cube = meshOf(built.objects.get("cube")!);
    expect(cube.geometry).toBeInstanceOf(BoxGeometry);
    expect((cube.material as MeshStandardMaterial).color.getHexString()).toBe("ff0000");
    // Colour off: the editor's neutral grey; the pyramid's 45° turn is in its geometry, not its transform.
    const pyr = meshOf(built.objects.get("pyr")!);
    expect(pyr.geometry).toBeInstanceOf(ConeGeometry);
    expect((pyr.material as MeshStandardMaterial).color.getHexString()).toBe("d4d4d8");
    expect(pyr.rotation.toArray().slice(0, 3)).toEqual([0, 0, 0]);
    pyr.geometry.computeBoundingBox();
    expect(pyr.geometry.boundingBox!.max.x).toBeCloseTo(0.5, 9);
    // A 2:1 picture: 1 wide, 0.5 high.
    const pic = meshOf(built.objects.get("pic")!);
    expect((pic.geometry as PlaneGeometry).parameters).toMatchObject({ width: 1, height: 0.5 });
    // video-h at 640x360: the picture is the left half, 320x360 (portrait: 1 high).
    const clip = meshOf(built.objects.get("clip")!);
    const u = (clip.material as ShaderMaterial).uniforms;
    expect(u.videoLayout!.value).toBe(1);
    expect(u.chromaKeyEnabled!.value).toBe(true);
    expect((u.keyColor!.value as Vector3).toArray()).toEqual([0, 0, 1]);
    expect((clip.geometry as PlaneGeometry).parameters.height).toBe(1);
    expect((clip.geometry as PlaneGeometry).parameters.width).toBeCloseTo(320 / 360, 9);
    // The model, a real glTF through GLTFLoader, with its clip ready and not playing.
    const model = built.built.get("model")!;
    expect(built.objects.get("model")!.getObjectByName("tri")).toBeInstanceOf(Mesh);
    expect(model.animator!.clipCount).toBe(1);
    expect(model.animator!.playing).toBe(false);
    // Sounds have no picture in the viewer.
    expect(built.objects.get("song")!.children).toEqual([]);
    // A missing asset and an unreadable file are reported; the rest of the scene is there.
    expect(errors.sort()).toEqual(["broken", "missing"]);
    expect(built.objects.get("missing")!.children).toEqual([]);
    built.dispose();
  });

  it("autoplays muted videos at once and the rest on startMedia", async () => {
    const { opts } = options();
    const built = await buildScene(scene, opts);
    const clip = built.built.get("clip")!.video as unknown as FakeMedia;
    const quiet = built.built.get("quiet")!.video as unknown as FakeMedia;
    const song = built.built.get("song")!.audio as unknown as FakeMedia;
    expect(quiet.paused).toBe(false);
    expect(clip.paused).toBe(true);
    expect(clip.muted).toBe(false);
    expect(quiet.muted).toBe(true);
    expect(built.animating).toBe(true);
    await built.startMedia();
    expect(clip.paused).toBe(false);
    // autoplay off: waits for its click action.
    expect(song.paused).toBe(true);
    built.pauseMedia();
    expect([clip.paused, quiet.paused, song.paused]).toEqual([true, true, true]);
    built.dispose();
    expect(clip.src).toBe("");
  });

  it("runs click actions: opens the link, toggles video and sound, plays the animation", async () => {
    const { opts, opened } = options();
    const built = await buildScene(scene, opts);
    const clip = built.built.get("clip")!.video as unknown as FakeMedia;
    const song = built.built.get("song")!.audio as unknown as FakeMedia;
    const model = built.built.get("model")!;
    const tri = built.objects.get("model")!.getObjectByName("tri")!;

    built.click("cube");
    expect(opened).toEqual(["https://example.com/a"]);
    expect(clip.paused).toBe(false);
    expect(song.paused).toBe(false);
    expect(model.animator!.playing).toBe(true);
    built.update(0.5);
    expect(tri.position.y).toBeCloseTo(0.5, 5);
    // "once": stops at the last frame and holds it.
    built.update(2);
    expect(tri.position.y).toBeCloseTo(1, 5);
    expect(model.animator!.playing).toBe(false);

    built.click("cube");
    expect(clip.paused).toBe(true);
    expect(song.paused).toBe(true);
    expect(opened).toHaveLength(2);
    // An object without actions, or an unknown id, does nothing.
    built.click("pyr");
    built.click("nope");
    expect(opened).toHaveLength(2);
    built.dispose();
  });

  it("animates the linked model while the sound plays", async () => {
    const { opts } = options();
    const built = await buildScene(scene.map((o) => (o.id === "cube" ? { ...o, data: { click: [{ type: "launchAudio", value: "song" }] } } : o)), opts);
    const model = built.built.get("model")!;
    built.click("cube");
    expect(model.animator!.playing).toBe(true);
    built.click("cube");
    expect(model.animator!.playing).toBe(false);
    built.dispose();
  });

  it("finds the object under a tap", async () => {
    const { opts } = options();
    const built = await buildScene(scene, opts);
    built.root.updateMatrixWorld(true);
    const down = new Vector3(0, -1, 0);
    expect(built.hitTest(new Raycaster(new Vector3(1, 5, 0), down))).toBe("cube");
    expect(built.hitTest(new Raycaster(new Vector3(-1, 5, 0.25), down))).toBe("pyr");
    expect(built.hitTest(new Raycaster(new Vector3(10, 5, 10), down))).toBeNull();
    built.objects.get("cube")!.visible = false;
    expect(built.hitTest(new Raycaster(new Vector3(1, 5, 0), down))).toBeNull();
    built.dispose();
  });

  it("reads scenes saved with a marker object in marker widths", async () => {
    // Edited: the marker object 2 units right, a cube 1.2 further right and 0.6 up. The editor draws
    // the QR marker 1.2 wide inside the marker object, so the cube is 1 marker width right, 0.5 up.
    const edited = [obj("m", "sceneMarker", {}, null, [2, 0, 0]), obj("c", "primitive", {}, null, [3.2, 0.6, 0], [0, 0, 0], [1.2, 1.2, 1.2])];
    const { opts } = options();
    const built = await buildScene(toStored(edited, 1.2), opts);
    expect([...built.objects.keys()]).toEqual(["c"]);
    const c = built.objects.get("c")!;
    c.position.toArray().forEach((v, i) => expect(v).toBeCloseTo([1, 0.5, 0][i]!, 9));
    c.scale.toArray().forEach((v) => expect(v).toBeCloseTo(1, 9));
    built.dispose();
  });

  it("shows wire boxes for editors: grey while loading, red when broken", async () => {
    const { opts } = options({ placeholders: true });
    const built = await buildScene(scene, opts);
    for (const id of ["missing", "broken"]) {
      const box = meshOf(built.objects.get(id)!);
      expect(box.userData.placeholder).toBe(true);
      expect(((box.material as unknown) as { color: { getHexString(): string } }).color.getHexString()).toBe("ef4444");
    }
    expect(meshOf(built.objects.get("pic")!).userData.placeholder).toBeUndefined();
    built.dispose();
  });
});
