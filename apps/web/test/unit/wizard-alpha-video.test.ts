import { describe, expect, it } from "vitest";
import {
  alphaDialogReducer,
  alphaProgress,
  isAlphaCandidate,
  type AlphaDialogState,
} from "../../app/components/alpha-video/alpha-video-state";

const run = (...actions: Parameters<typeof alphaDialogReducer>[1][]): AlphaDialogState =>
  actions.reduce(alphaDialogReducer, { phase: "selectType" } as AlphaDialogState);

describe("alpha-channel video dialog", () => {
  it("opens for .webm and .mov files only", () => {
    expect(isAlphaCandidate("clip.webm")).toBe(true);
    expect(isAlphaCandidate("CLIP.MOV")).toBe(true);
    expect(isAlphaCandidate("clip.mp4")).toBe(false);
    expect(isAlphaCandidate("webm")).toBe(false);
  });

  it("goes selectType → uploadVideo → processVideo → complete", () => {
    const uploading = run({ type: "upload", layout: "video-v" }, { type: "uploadProgress", percent: 40 });
    expect(uploading).toEqual({ phase: "uploadVideo", layout: "video-v", progress: 40 });
    const processing = alphaDialogReducer(uploading, { type: "uploaded", processId: "p1" });
    expect(processing).toEqual({ phase: "processVideo", layout: "video-v", processId: "p1", progress: 0 });
    const half = alphaDialogReducer(processing, {
      type: "status",
      answer: { status: "processing", data: { progress: 50 } },
    });
    expect(alphaProgress(half)).toBe(50);
    const done = alphaDialogReducer(half, {
      type: "status",
      answer: {
        status: "complete",
        data: { progress: 100, id: "p1", src: "/api/files/a.mp4", type: "video-v", width: 64, height: 128, size: 900 },
      },
    });
    expect(done).toEqual({
      phase: "complete",
      asset: { id: "p1", src: "/api/files/a.mp4", type: "video-v", width: 64, height: 128, size: 900 },
    });
    expect(alphaProgress(done)).toBe(100);
  });

  it("never lets progress go backwards and keeps it within 0–100", () => {
    const s = run(
      { type: "upload", layout: "video-h" },
      { type: "uploadProgress", percent: 60 },
      { type: "uploadProgress", percent: 20 },
    );
    expect(alphaProgress(s)).toBe(60);
    expect(alphaProgress(alphaDialogReducer(s, { type: "uploadProgress", percent: 180 }))).toBe(100);
  });

  it("ends in error on a failed upload, a failed status call or an error status", () => {
    expect(run({ type: "upload", layout: "video-h" }, { type: "failed" })).toEqual({ phase: "error" });
    const processing = run({ type: "upload", layout: "video-h" }, { type: "uploaded", processId: "p" });
    // The encoder names why with a failure code the dialog translates (jobs.failures).
    expect(
      alphaDialogReducer(processing, { type: "status", answer: { status: "error", data: {}, error: "INVALID_INPUT" } }),
    ).toEqual({ phase: "error", failureCode: "INVALID_INPUT" });
    expect(
      alphaDialogReducer(processing, { type: "status", answer: { status: "error", data: {}, error: null } }),
    ).toEqual({ phase: "error" });
    expect(
      alphaDialogReducer(processing, {
        type: "status",
        answer: { status: "processing", data: { progress: 5 }, error: null, retrying: true },
      }),
    ).toMatchObject({ phase: "processVideo", retrying: true });
    expect(alphaDialogReducer(processing, { type: "status", answer: { status: "weird", data: {} } })).toEqual({
      phase: "error",
    });
    expect(alphaDialogReducer({ phase: "error" }, { type: "reset" })).toEqual({ phase: "selectType" });
  });

  it("ignores actions that do not belong to the current phase", () => {
    expect(run({ type: "uploaded", processId: "x" })).toEqual({ phase: "selectType" });
    expect(run({ type: "status", answer: { status: "complete", data: { id: "x" } } })).toEqual({ phase: "selectType" });
  });
});
