// Design step state (editors spec 3 "Design side", 4, 5): loading sides from a collection, the
// Continue rule, uploads init → uploading → ready | error, the data written back, and the
// marker change confirmation rule.
import { describe, expect, it } from "vitest";
import {
  canContinue,
  designData,
  designFromCollection,
  designReducer,
  needsMarkerConfirmation,
  pendingSides,
  type DesignAction,
  type DesignState,
} from "../../app/components/wizard/design/design-state";

const run = (s: DesignState, ...actions: DesignAction[]) => actions.reduce(designReducer, s);
const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: "image/png" });

describe("design step state", () => {
  it("starts a new collection with empty sides on the front", () => {
    const s = designFromCollection(null);
    expect(s.current).toBe("front");
    expect(s.front).toMatchObject({
      url: null,
      status: "init",
      size: null,
      qrPosition: null,
      qrColors: { dark: "#000000", light: "#FFFFFF" },
    });
    expect(canContinue(s, "image")).toBe(false);
  });

  it("loads both sides, QR squares and colours from the collection's data", () => {
    const s = designFromCollection({
      backgroundFrontSrc: "/api/files/f.png",
      backgroundBackSrc: null,
      data: {
        frontside: {
          width: 1000,
          height: 1400,
          qrPosition: { x: 400, y: 1100, size: 200 },
          qrColors: { dark: "#112233", light: "#fafafa" },
        },
        backside: {},
        cardWidth: 10,
        present: "fixed",
      },
    });
    expect(s.front).toMatchObject({
      url: "/api/files/f.png",
      status: "ready",
      size: { width: 1000, height: 1400 },
      qrPosition: { x: 400, y: 1100, size: 200 },
      qrColors: { dark: "#112233", light: "#FAFAFA" },
    });
    expect(s.back).toMatchObject({ url: null, status: "init", size: null, qrPosition: null });
    expect(s.cardWidthCm).toBe(10);
    expect(canContinue(s, "qr")).toBe(true);
  });

  it("needs a front image, and for QR cards a QR on the front or the back, to continue", () => {
    const front = file("front.png");
    let s = run(designFromCollection(null), {
      type: "setImage",
      side: "back",
      file: file("b.png"),
      url: "blob:b",
      size: { width: 800, height: 600 },
    });
    expect(canContinue(s, "image")).toBe(false);
    s = run(s, { type: "setImage", side: "front", file: front, url: "blob:f", size: { width: 800, height: 600 } });
    expect(canContinue(s, "image")).toBe(true);
    expect(canContinue(s, "qr")).toBe(false);
    s = run(s, { type: "setQr", side: "back", qr: { x: 10, y: 10, size: 160 } });
    expect(canContinue(s, "qr")).toBe(true);
    s = run(s, { type: "setQr", side: "back", qr: null });
    expect(canContinue(s, "qr")).toBe(false);
  });

  it("keeps the QR within 60–500 and on the side", () => {
    const s = run(
      designFromCollection(null),
      { type: "setImage", side: "front", file: file("f.png"), url: "blob:f", size: { width: 1000, height: 800 } },
      { type: "setQr", side: "front", qr: { x: 950.4, y: -20, size: 900 } },
    );
    expect(s.front.qrPosition).toEqual({ x: 500, y: 0, size: 500 });
    expect(run(s, { type: "setQr", side: "front", qr: { x: 10, y: 10, size: 5 } }).front.qrPosition?.size).toBe(60);
  });

  it("moves the QR with the side when the image is replaced by one of another size", () => {
    const s = run(
      designFromCollection(null),
      { type: "setImage", side: "front", file: file("a.png"), url: "blob:a", size: { width: 1000, height: 1000 } },
      { type: "setQr", side: "front", qr: { x: 400, y: 500, size: 200 } },
      { type: "setImage", side: "front", file: file("b.png"), url: "blob:b", size: { width: 2000, height: 1000 } },
    );
    // x and the size follow the width, y the height; the square stays on the side.
    expect(s.front.qrPosition).toEqual({ x: 800, y: 500, size: 400 });
  });

  it("uploads pending sides front first: init → uploading → ready, or error", () => {
    const f = file("f.png");
    const b = file("b.png");
    let s = run(
      designFromCollection(null),
      { type: "setImage", side: "back", file: b, url: "blob:b", size: { width: 10, height: 10 } },
      { type: "setImage", side: "front", file: f, url: "blob:f", size: { width: 10, height: 10 } },
    );
    expect(pendingSides(s)).toEqual(["front", "back"]);
    expect(s.front.status).toBe("init");
    s = run(s, { type: "uploadStart", side: "front" }, { type: "uploadProgress", side: "front", percent: 140 });
    expect(s.front).toMatchObject({ status: "uploading", progress: 100 });
    s = run(
      s,
      { type: "uploadDone", side: "front", file: f },
      { type: "uploadStart", side: "back" },
      { type: "uploadFailed", side: "back", error: "wizardDesign.errors.network" },
    );
    expect(s.front).toMatchObject({ status: "ready", file: null, url: "blob:f" });
    expect(s.back).toMatchObject({ status: "error", error: "wizardDesign.errors.network", file: b });
    expect(pendingSides(s)).toEqual(["back"]);
  });

  it("keeps a file picked while the previous one uploaded pending", () => {
    const first = file("1.png");
    const second = file("2.png");
    const s = run(
      designFromCollection(null),
      { type: "setImage", side: "front", file: first, url: "blob:1", size: { width: 10, height: 10 } },
      { type: "uploadStart", side: "front" },
      { type: "setImage", side: "front", file: second, url: "blob:2", size: { width: 10, height: 10 } },
      { type: "uploadDone", side: "front", file: first },
    );
    expect(s.front.file).toBe(second);
    expect(pendingSides(s)).toEqual(["front"]);
  });

  it("writes both sides into data, keeps the other steps' fields and never writes a null size", () => {
    const s = run(
      designFromCollection({
        backgroundFrontSrc: null,
        backgroundBackSrc: null,
        data: { present: "fixed", presentUrl: "https://x.example", domain: "my.example" },
      }),
      { type: "setImage", side: "front", file: file("f.png"), url: "blob:f", size: { width: 1000, height: 1400 } },
      { type: "setQr", side: "front", qr: { x: 400, y: 1100, size: 200 } },
      { type: "setColors", side: "front", colors: { dark: "#333333", light: "#FFFFFF" } },
      { type: "setCardWidth", cm: 10 },
    );
    expect(designData(s)).toEqual({
      present: "fixed",
      presentUrl: "https://x.example",
      domain: "my.example",
      cardWidth: 10,
      frontside: {
        width: 1000,
        height: 1400,
        qrPosition: { x: 400, y: 1100, size: 200 },
        qrColors: { dark: "#333333", light: "#FFFFFF" },
      },
      backside: { qrPosition: null, qrColors: { dark: "#000000", light: "#FFFFFF" } },
    });
  });

  it("asks before replacing the front marker of an image collection with paid or complete orders", () => {
    const paid = [{ status: "pending" }, { status: "paid" }];
    expect(needsMarkerConfirmation({ trackingType: "image", side: "front", hasImage: true, orders: paid })).toBe(true);
    expect(
      needsMarkerConfirmation({
        trackingType: "image",
        side: "front",
        hasImage: true,
        orders: [{ status: "complete" }],
      }),
    ).toBe(true);
    expect(
      needsMarkerConfirmation({
        trackingType: "image",
        side: "front",
        hasImage: true,
        orders: [{ status: "pending" }],
      }),
    ).toBe(false);
    expect(needsMarkerConfirmation({ trackingType: "image", side: "back", hasImage: true, orders: paid })).toBe(false);
    expect(needsMarkerConfirmation({ trackingType: "qr", side: "front", hasImage: true, orders: paid })).toBe(false);
    expect(needsMarkerConfirmation({ trackingType: "image", side: "front", hasImage: false, orders: paid })).toBe(
      false,
    );
  });
});
