// The viewer shell's pure parts (issue 20): texts complete in ru and en, the status line's
// sentences, camera failures classified, browser detection, the route, what the project viewer
// shows and which code anchors it, and the conversion the AR session relies on: the code's corners
// in a frame → pose → three.js anchor puts the marker's points back on those pixels.
import { describe, expect, it } from "vitest";
import { Matrix4, Vector3 } from "three";
import {
  intrinsics,
  mat3FromRotvec,
  markerPoseToObject,
  markerUnitInCodeSides,
  poseFromCorners,
  projectPlane,
} from "@ar/ar-tracking";
import { detectLang, registerTexts, setLang, t } from "../../viewer/src/shell/i18n";
import { statusText, type StatusState } from "../../viewer/src/shell/status";
import { classifyCameraError } from "../../viewer/src/shell/camera";
import { browserFamily, inAppBrowser } from "../../viewer/src/shell/browser";
import { parseRoute } from "../../viewer/src/shell/route";
import { coverBox } from "../../viewer/src/shell/stage";
import { acceptsCode, isProjectLink, planFor, wantsCamera } from "../../viewer/src/project/plan";
import type { PublicProject, PublicScene } from "../../viewer/src/project/types";
import { publicProject, publicScene } from "./viewer-project-fixtures";

const UA = {
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
  safariIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  instagram:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0",
  telegramAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-A515F Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/129.0 Mobile Safari/537.36",
  samsung:
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36",
};

describe("texts", () => {
  it("picks ru or en from the browser's languages", () => {
    expect(detectLang(["ru-RU", "en"])).toBe("ru");
    expect(detectLang(["de-DE", "en-GB"])).toBe("en");
    expect(detectLang(["uk"])).toBe("en");
  });

  it("refuses a feature's texts missing in one language, and fills placeholders", () => {
    expect(() => registerTexts({ en: { "x.a": "A", "x.b": "B" }, ru: { "x.a": "А" } })).toThrow(/x\.b/);
    registerTexts({ en: { "x.hello": "Hello {name}" }, ru: { "x.hello": "Привет, {name}" } });
    setLang("ru");
    expect(t("x.hello", { name: "Оля" })).toBe("Привет, Оля");
    setLang("en");
    expect(t("x.hello", { name: "Ann" })).toBe("Hello Ann");
  });

  it("has every status sentence in both languages; a refused camera says how to allow it per browser", () => {
    const states: StatusState[] = [
      "loading",
      "camera-asking",
      "camera-refused",
      "no-camera",
      "insecure",
      "in-app",
      "camera-busy",
      "unsupported",
      "camera-stalled",
      "camera-skipped",
      "looking",
      "found",
      "lost",
      "lost-kept",
      "tap-for-sound",
      "fallback",
      "soon",
      "load-failed",
    ];
    for (const l of ["en", "ru"] as const) {
      setLang(l);
      for (const s of states) expect(statusText(s, UA.chromeAndroid), `${l} ${s}`).not.toMatch(/^(status|help)\./);
    }
    setLang("en");
    expect(statusText("camera-refused", UA.safariIos)).toMatch(/aA.*Website Settings/);
    expect(statusText("camera-refused", UA.chromeAndroid)).toMatch(/lock icon.*Permissions/);
    setLang("ru");
    expect(statusText("camera-refused", UA.samsung)).toMatch(/Разрешения сайтов/);
    setLang("en");
  });
});

describe("camera and browser", () => {
  it("classifies getUserMedia failures", () => {
    const err = (name: string) => new DOMException("x", name);
    expect(classifyCameraError(err("NotAllowedError"), UA.chromeAndroid)).toBe("refused");
    expect(classifyCameraError(err("NotAllowedError"), UA.instagram)).toBe("in-app");
    expect(classifyCameraError(err("NotFoundError"), UA.chromeAndroid)).toBe("no-camera");
    expect(classifyCameraError(err("OverconstrainedError"), UA.chromeAndroid)).toBe("no-camera");
    expect(classifyCameraError(err("NotReadableError"), UA.chromeAndroid)).toBe("busy");
    expect(classifyCameraError(new TypeError("no"), UA.chromeAndroid)).toBe("unsupported");
  });

  it("recognises in-app browsers and browser families", () => {
    expect(inAppBrowser(UA.instagram)).toBe("Instagram");
    expect(inAppBrowser(UA.telegramAndroid)).toBe("WebView");
    expect(inAppBrowser(UA.chromeAndroid)).toBeNull();
    expect(browserFamily(UA.safariIos)).toBe("safari");
    expect(browserFamily(UA.samsung)).toBe("samsung");
    expect(browserFamily(UA.chromeAndroid)).toBe("chrome");
  });
});

describe("route", () => {
  it("reads the server's meta tag, else the path", () => {
    expect(parseRoute("project:12", "/whatever")).toEqual({ kind: "project", id: 12, clip: false });
    expect(parseRoute("clip:3", "/")).toEqual({ kind: "project", id: 3, clip: true });
    expect(parseRoute("card:abc23", "/")).toEqual({ kind: "card", cardId: "abc23" });
    expect(parseRoute(null, "/clip/9")).toEqual({ kind: "project", id: 9, clip: true });
    expect(parseRoute(null, "/w/abc")).toEqual({ kind: "card", cardId: "abc" });
    expect(parseRoute(null, "/nothing")).toEqual({ kind: "unknown" });
  });
});

describe("project plan", () => {
  const scene = (id: number, kind: PublicScene["kind"]) =>
    publicScene(id, kind, { name: `s${id}`, markerScale: kind === "qr" ? 1.2 : 1 });
  const project = (type: PublicProject["type"], scenes: PublicScene[]) =>
    publicProject(type, scenes, { id: 42, link: "http://localhost:3000/42" });

  it("tracks the first QR scene; other kinds go to the 3D view", () => {
    expect(planFor(project("QR", [scene(1, "world"), scene(2, "qr")]))).toMatchObject({
      mode: "ar",
      scene: { id: 2 },
      acceptAny: true,
    });
    expect(planFor(project("QR", [scene(1, "qr"), scene(2, "qr")]))).toMatchObject({
      mode: "ar",
      scene: { id: 1 },
      acceptAny: false,
    });
    expect(planFor(project("ALBUM", [scene(1, "image")]))).toMatchObject({ mode: "3d", scene: { id: 1 } });
    expect(planFor(project("CODE", [scene(1, "qr")]))).toMatchObject({ mode: "3d" });
    expect(planFor(project("WORLD", []))).toEqual({ mode: "3d", scene: null });
  });

  it("code projects run their script over their markers; the camera only for a QR marker", () => {
    const code = { code: "log(1)", assetData: {} };
    const withQr = planFor({ ...project("CODE", [scene(1, "world"), scene(2, "image"), scene(3, "qr")]), code });
    expect(withQr).toMatchObject({
      mode: "code",
      qrScene: { id: 3 },
      acceptAny: true,
      markers: [{ id: 2 }, { id: 3 }],
    });
    expect(wantsCamera(withQr)).toBe(true);
    expect(acceptsCode(withQr, 42, "any text")).toBe(true);
    const imageOnly = planFor({ ...project("CODE", [scene(2, "image")]), code });
    expect(imageOnly).toMatchObject({ mode: "code", qrScene: null });
    expect(wantsCamera(imageOnly)).toBe(false);
    expect(acceptsCode(imageOnly, 42, "https://x.example/42")).toBe(false);
  });

  it("anchors on the project's link on any host, or any code when it has one QR scene", () => {
    expect(isProjectLink("https://my.domain/42", 42)).toBe(true);
    expect(isProjectLink("http://localhost:3000/clip/42/", 42)).toBe(true);
    expect(isProjectLink("http://localhost:3000/420", 42)).toBe(false);
    expect(isProjectLink("javascript:42", 42)).toBe(false);
    expect(isProjectLink("not a url", 42)).toBe(false);
    const two = planFor(project("QR", [scene(1, "qr"), scene(2, "qr")]));
    expect(acceptsCode(two, 42, "https://x.example/42")).toBe(true);
    expect(acceptsCode(two, 42, "https://x.example/w/abc")).toBe(false);
    const one = planFor(project("QR", [scene(1, "qr")]));
    expect(acceptsCode(one, 42, "https://x.example/w/abc")).toBe(true);
  });
});

describe("corners → anchor (the AR session's maths, @ar/ar-tracking's conventions)", () => {
  it("draws the code's corners where the tracker saw them, in marker units with the quiet zone", () => {
    const K = intrinsics(640, 480);
    // A code seen tilted and turned, 3 code sides away: its corners in the frame (TL, TR, BR, BL).
    const truth = { R: mat3FromRotvec([0.45, -0.3, 0.1]), t: [0.2, -0.1, 3] as [number, number, number] };
    const corners = projectPlane(truth, K, [
      [-0.5, -0.5],
      [0.5, -0.5],
      [0.5, 0.5],
      [-0.5, 0.5],
    ]);
    const pose = poseFromCorners(corners as never, K);
    const version = 2;
    const unit = markerUnitInCodeSides(version);
    expect(unit).toBeCloseTo(33 / 25, 9);
    const M = new Matrix4().fromArray(markerPoseToObject(pose, { unit }));
    // The code's corners in marker space: half a code side (1/unit marker units) around the centre; z down the code.
    const h = 0.5 / unit;
    const marker = [
      [-h, 0, -h],
      [h, 0, -h],
      [h, 0, h],
      [-h, 0, h],
    ] as const;
    marker.forEach(([x, y, z], i) => {
      const p = new Vector3(x, y, z).applyMatrix4(M);
      // three's camera at the origin looking down −z, y up; the frame's y goes down.
      const u = K.cx + (K.fx * p.x) / -p.z;
      const v = K.cy - (K.fy * p.y) / -p.z;
      expect(Math.hypot(u - corners[i]![0], v - corners[i]![1])).toBeLessThan(1);
    });
    // y (out of the paper) points towards the camera: a point above the marker is nearer.
    const above = new Vector3(0, 0.2, 0).applyMatrix4(M);
    const centre = new Vector3(0, 0, 0).applyMatrix4(M);
    expect(above.distanceTo(new Vector3())).toBeLessThan(centre.distanceTo(new Vector3()));
    expect(M.determinant()).toBeGreaterThan(0);
    // The same pose projects the unit square back onto the corners (the package's own projection).
    const back = projectPlane(pose, K, [
      [-0.5, -0.5],
      [0.5, -0.5],
      [0.5, 0.5],
      [-0.5, 0.5],
    ]);
    back.forEach((q, i) => expect(Math.hypot(q[0] - corners[i]![0], q[1] - corners[i]![1])).toBeLessThan(1));
  });

  it("covers the screen like object-fit: cover", () => {
    const box = coverBox(640, 480, 400, 800);
    expect(box.height).toBe(800);
    expect(box.width).toBeCloseTo(1066.667, 2);
    expect(box.left).toBeCloseTo(-333.333, 2);
    expect(box.top).toBe(0);
  });
});
