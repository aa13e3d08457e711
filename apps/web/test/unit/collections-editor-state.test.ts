import { describe, expect, it } from "vitest";
import {
  designData,
  editorReducer,
  hasUnsavedChanges,
  initialEditorState,
  newEditorState,
  pendingUploads,
  saveInput,
  type EditorAction,
  type EditorState,
  type LoadedCollection,
} from "../../app/components/collections/editor-state";

const run = (s: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, s);
const file = (name = "a.png") => new File([new Uint8Array([1, 2, 3])], name, { type: "image/png" });
const pick = (side: "front" | "back", width: number, height: number): EditorAction => ({
  type: "pickImage",
  side,
  file: file(),
  url: `blob:${side}`,
  natural: { width, height },
});

const stored: LoadedCollection = {
  id: 7,
  trackingType: "image",
  data: {
    cardWidth: 10,
    present: "gift",
    frontside: {
      width: 1000,
      height: 1400,
      qrPosition: { x: 10, y: 20, size: 100 },
      qrColors: { dark: "#111111", light: "#EEEEEE" },
      url: "x",
    },
    backside: { width: 1000, height: 1400 },
  },
  backgroundFrontSrc: "/api/files/front.png",
  backgroundBackSrc: null,
  cardsCount: 12,
  assetPacks: [
    { id: 1, type: "sticker", name: "S" },
    { id: 2, type: "model", name: "M" },
    { id: 3, type: "sticker", name: "S2" },
  ],
};

describe("classic editor load state (platform spec 4)", () => {
  it("starts in init and becomes ready when the collection arrives, unchanged", () => {
    const s = run({ ...initialEditorState(), collectionId: 7 }, { type: "loaded", collection: stored });
    expect(initialEditorState().load).toBe("init");
    expect(s.load).toBe("ready");
    expect(hasUnsavedChanges(s)).toBe(false);
    expect(s.trackingType).toBe("image");
    expect(s.cardSize).toEqual({ width: 1000, height: 1400 });
    expect(s.qr).toEqual({ x: 10, y: 20, size: 100 });
    expect(s.qrColors).toEqual({ dark: "#111111", light: "#EEEEEE" });
    expect(s.packs).toEqual({ sticker: [1, 3], model: [2] });
    expect(s.front.url).toBe("/api/files/front.png");
    expect(s.front.status).toBe("ready");
    expect(s.back.url).toBeNull();
    expect(s.cardsCount).toBe(12);
  });

  it("is an error for an id that is not a number, and for a failed or missing load", () => {
    expect(run(initialEditorState(), { type: "invalidId" })).toMatchObject({ load: "error", loadError: "notFound" });
    expect(run(initialEditorState(), { type: "loadFailed", notFound: true })).toMatchObject({
      load: "error",
      loadError: "notFound",
    });
    expect(run(initialEditorState(), { type: "loadFailed", notFound: false })).toMatchObject({
      load: "error",
      loadError: "failed",
    });
  });

  it("makes `new` ready at once and flagged changed", () => {
    const s = newEditorState();
    expect(s.load).toBe("ready");
    expect(s.collectionId).toBeNull();
    expect(hasUnsavedChanges(s)).toBe(true);
    expect(run(initialEditorState(), { type: "startNew" })).toEqual(s);
  });
});

describe("unsaved changes flag", () => {
  const loaded = () => run(initialEditorState(), { type: "loaded", collection: stored });

  it("is raised by every edit and cleared by a save of that revision", () => {
    const edited = run(loaded(), { type: "setTracking", value: "qr" });
    expect(hasUnsavedChanges(edited)).toBe(true);
    const saved = run(edited, { type: "saved", revision: edited.revision, cardsCount: 12 });
    expect(hasUnsavedChanges(saved)).toBe(false);
  });

  it("stays raised for edits made while the save was running", () => {
    const s = run(loaded(), { type: "setTracking", value: "qr" });
    const during = run(s, { type: "setPacks", kind: "model", ids: [] });
    expect(hasUnsavedChanges(run(during, { type: "saved", revision: s.revision, cardsCount: 12 }))).toBe(true);
  });

  it("is not raised by choosing what is already there", () => {
    const s = loaded();
    expect(hasUnsavedChanges(run(s, { type: "setTracking", value: "image" }))).toBe(false);
    expect(hasUnsavedChanges(run(s, { type: "setQr", qr: { x: 10, y: 20, size: 100 } }))).toBe(false);
    expect(hasUnsavedChanges(run(s, { type: "setQrColors", colors: { dark: "#111111", light: "#EEEEEE" } }))).toBe(
      false,
    );
  });

  it("is not raised by measuring an image or by upload progress", () => {
    const s = run(
      loaded(),
      { type: "measured", side: "front", natural: { width: 1000, height: 1400 } },
      { type: "uploadStart", side: "front" },
      { type: "uploadProgress", side: "front", percent: 40 },
    );
    expect(hasUnsavedChanges(s)).toBe(false);
    expect(s.front).toMatchObject({ status: "uploading", progress: 40, natural: { width: 1000, height: 1400 } });
  });

  it("a new collection stays changed until its first save, which records its id", () => {
    const s = run(newEditorState(), { type: "created", id: 9 });
    expect(s.collectionId).toBe(9);
    expect(hasUnsavedChanges(s)).toBe(true);
    expect(hasUnsavedChanges(run(s, { type: "saved", revision: s.revision, cardsCount: 0 }))).toBe(false);
  });
});

describe("picking images", () => {
  it("the first image sets the card size; the QR gets its default place on the front", () => {
    const s = run(newEditorState(), pick("front", 1000, 1400));
    expect(s.cardSize).toEqual({ width: 1000, height: 1400 });
    expect(s.qr).toEqual({ x: 400, y: 1130, size: 200 });
    expect(s.front).toMatchObject({ url: "blob:front", status: "init", natural: { width: 1000, height: 1400 } });
    expect(pendingUploads(s)).toEqual(["front"]);
  });

  it("a back image does not change the size of a card with a front image, and vice versa", () => {
    const withFront = run(newEditorState(), pick("front", 1000, 1400), pick("back", 500, 500));
    expect(withFront.cardSize).toEqual({ width: 1000, height: 1400 });
    const withBack = run(newEditorState(), pick("back", 800, 600), pick("front", 1000, 1400));
    expect(withBack.cardSize).toEqual({ width: 800, height: 600 });
    expect(withBack.qr).toEqual({ x: 320, y: 410, size: 160 });
  });

  it("replacing the only image adopts the new bounds and moves the QR with the card", () => {
    const s = run(newEditorState(), pick("front", 1000, 1400), pick("front", 500, 700));
    expect(s.cardSize).toEqual({ width: 500, height: 700 });
    expect(s.qr).toEqual({ x: 200, y: 565, size: 100 });
  });

  it("a refused file only shows its reason", () => {
    const before = newEditorState();
    const s = run(before, { type: "rejectImage", side: "back", error: "collections.editor.errors.size" });
    expect(s.back.error).toBe("collections.editor.errors.size");
    expect(s.revision).toBe(before.revision);
  });

  it("an upload replaces the local URL with the stored one", () => {
    const s = run(
      newEditorState(),
      pick("front", 1000, 1400),
      { type: "uploadStart", side: "front" },
      { type: "uploadDone", side: "front", url: "/api/files/f.png" },
    );
    expect(s.front).toMatchObject({ url: "/api/files/f.png", file: null, status: "ready", progress: 100 });
    expect(pendingUploads(s)).toEqual([]);
    const failed = run(newEditorState(), pick("back", 10, 10), {
      type: "uploadFailed",
      side: "back",
      error: "collections.editor.errors.network",
    });
    expect(failed.back).toMatchObject({ status: "error", error: "collections.editor.errors.network" });
    expect(pendingUploads(failed)).toEqual(["back"]);
  });
});

describe("what a save sends", () => {
  it("keeps the loaded data and writes the card size, QR and packs", () => {
    const s = run(
      initialEditorState(),
      { type: "loaded", collection: stored },
      { type: "setQr", qr: { x: 50, y: 60, size: 120 } },
    );
    const input = saveInput(s);
    expect(input.trackingType).toBe("image");
    expect(input.assetPacks).toEqual([1, 3, 2]);
    expect(input.data).toEqual({
      cardWidth: 10,
      present: "gift",
      frontside: {
        url: "x",
        width: 1000,
        height: 1400,
        qrPosition: { x: 50, y: 60, size: 120 },
        qrColors: { dark: "#111111", light: "#EEEEEE" },
      },
      backside: { width: 1000, height: 1400 },
    });
  });

  it("writes no sides before any image", () => {
    expect(designData(newEditorState())).toEqual({});
  });
});
