import { describe, expect, it } from "vitest";
import { assetKind, canDisableCompression } from "../../app/components/ar-projects/asset-files";
import { checkMarkerFile, IMAGE_MARKER_NAME } from "../../app/components/ar-projects/marker-files";
import { metaText, metaValue, naturalWidthValue } from "../../app/components/ar-projects/marker-settings";
import { MediaFailedError, MEDIA_POLL_MS, pollMedia } from "../../app/components/ar-projects/media-poll";
import { nameValue, readFlags } from "../../app/components/ar-projects/project-settings-model";
import { shareErrorKey } from "../../app/components/ar-projects/share-dialog";

const MB = 1024 * 1024;

describe("marker settings (spec 5)", () => {
  it("sends a non-positive or invalid naturalWidth as null", () => {
    expect(naturalWidthValue("12.5")).toBe(12.5);
    expect(naturalWidthValue(" 10,5 ")).toBe(10.5);
    expect(naturalWidthValue("0")).toBeNull();
    expect(naturalWidthValue("-3")).toBeNull();
    expect(naturalWidthValue("abc")).toBeNull();
    expect(naturalWidthValue("")).toBeNull();
  });

  it("takes valid JSON for meta, empty as null, and refuses anything else", () => {
    expect(metaValue("")).toEqual({ ok: true, value: null });
    expect(metaValue("  ")).toEqual({ ok: true, value: null });
    expect(metaValue('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(metaValue("{a:1}")).toEqual({ ok: false });
    expect(metaText(null)).toBe("");
    expect(metaText({ a: 1 })).toBe('{\n  "a": 1\n}');
  });

  it("needs a jpg or png marker file; the default name is 'Image Marker'", () => {
    expect(IMAGE_MARKER_NAME).toBe("Image Marker");
    expect(checkMarkerFile(null)).toBe("required");
    expect(checkMarkerFile({ name: "m.png", type: "image/png", size: 100 })).toBeNull();
    expect(checkMarkerFile({ name: "m.JPG", type: "", size: 100 })).toBeNull();
    expect(checkMarkerFile({ name: "m.gif", type: "image/gif", size: 100 })).toBe("type");
    expect(checkMarkerFile({ name: "m.png", type: "image/png", size: 11 * MB })).toBe("too_large");
  });
});

describe("asset uploads (editors spec 5)", () => {
  it("knows the kinds the server stores", () => {
    expect(assetKind({ name: "a.glb" })).toBe("glb");
    expect(assetKind({ name: "a.mp3" })).toBe("audio");
    expect(assetKind({ name: "clip.MP4" })).toBe("video");
    expect(assetKind({ name: "p.jpeg" })).toBe("image");
    expect(assetKind({ name: "doc.pdf" })).toBeNull();
  });

  it("offers 'disable compression' only for videos under 20 MB", () => {
    expect(canDisableCompression({ name: "a.mp4", size: 19 * MB })).toBe(true);
    expect(canDisableCompression({ name: "a.mp4", size: 20 * MB })).toBe(false);
    expect(canDisableCompression({ name: "a.png", size: MB })).toBe(false);
  });

  it("polls the media status every 500 ms until complete, reporting progress", async () => {
    const answers = [
      { progress: 10, complete: false },
      { progress: 60, complete: false },
      { progress: 100, complete: true },
    ];
    const seen: number[] = [];
    const waits: number[] = [];
    const status = await pollMedia(3, {
      signal: new AbortController().signal,
      onProgress: (p) => seen.push(p),
      fetchStatus: async () => ({ fileSize: 1, ...answers.shift()! }),
      wait: async (ms) => void waits.push(ms),
    });
    expect(status.complete).toBe(true);
    expect(seen).toEqual([10, 60, 100]);
    expect(waits).toEqual([MEDIA_POLL_MS, MEDIA_POLL_MS]);
    expect(MEDIA_POLL_MS).toBe(500);
  });

  it("stops when the worker failed the asset, and retries a dropped poll", async () => {
    let calls = 0;
    const run = pollMedia(3, {
      signal: new AbortController().signal,
      onProgress: () => undefined,
      fetchStatus: async () => {
        calls++;
        if (calls === 1) throw new Error("offline");
        return { progress: 0, complete: false, failed: true, fileSize: 1 };
      },
      wait: async () => undefined,
    });
    await expect(run).rejects.toBeInstanceOf(MediaFailedError);
    expect(calls).toBe(2);
  });
});

describe("project settings", () => {
  it("reads the four feature flags and sends an empty name as null", () => {
    expect(readFlags({ useAppClips: true, lazyLoad: "yes", other: true })).toEqual({
      useAppClips: true,
      trackingLastKnownPose: false,
      disablePreloader: false,
      lazyLoad: false,
    });
    expect(readFlags(null)).toEqual({
      useAppClips: false,
      trackingLastKnownPose: false,
      disablePreloader: false,
      lazyLoad: false,
    });
    expect(nameValue("  ")).toBeNull();
    expect(nameValue(" Album ")).toBe("Album");
  });

  it("shows the API's share error on the e-mail field", () => {
    expect(shareErrorKey(undefined, 429)).toBe("arProjects.share.errors.tooMany");
    expect(shareErrorKey("email", 400)).toBe("arProjects.share.errors.email");
    expect(shareErrorKey(undefined, 403)).toBe("arProjects.share.errors.forbidden");
    expect(shareErrorKey(undefined, undefined)).toBe("arProjects.uploads.errors.network");
  });
});
