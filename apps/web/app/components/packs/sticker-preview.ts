// The sticker preview made in the browser (spec 9): the image, or the first frame of a video,
// drawn into a canvas of at most 100 px per side and encoded as PNG. A file the browser cannot
// decode (e.g. a mov without its codec) gets no preview; the upload goes on without one.
import { STICKER_PREVIEW_MAX, fitPreviewSize, isVideoName } from "./pack-files";

/** A video that never reports a frame is given up on rather than holding the upload. */
const VIDEO_TIMEOUT_MS = 8000;

type Source = { el: CanvasImageSource; width: number; height: number; done: () => void };

function loadImage(url: string): Promise<Source> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ el: img, width: img.naturalWidth, height: img.naturalHeight, done: () => undefined });
    img.onerror = () => reject(new Error("image does not decode"));
    img.src = url;
  });
}

function loadFirstFrame(url: string): Promise<Source> {
  return new Promise((resolve, reject) => {
    const video = document.createElement("video");
    const done = () => {
      video.removeAttribute("src");
      video.load();
    };
    const timer = window.setTimeout(() => {
      done();
      reject(new Error("video frame timeout"));
    }, VIDEO_TIMEOUT_MS);
    video.muted = true;
    video.playsInline = true;
    video.preload = "auto";
    // Seeking a hair past 0 makes browsers decode and present the first frame (at exactly 0 some
    // never fire "seeked" because nothing changes).
    video.onloadeddata = () => {
      video.currentTime = 0.001;
    };
    video.onseeked = () => {
      window.clearTimeout(timer);
      resolve({ el: video, width: video.videoWidth, height: video.videoHeight, done });
    };
    video.onerror = () => {
      window.clearTimeout(timer);
      done();
      reject(new Error("video does not decode"));
    };
    video.src = url;
  });
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("canvas is empty"))), "image/png"),
  );
}

/** The PNG preview of a sticker file, or null when the browser cannot draw it. */
export async function makeStickerPreview(file: File): Promise<Blob | null> {
  const url = URL.createObjectURL(file);
  try {
    const source = await (isVideoName(file.name) ? loadFirstFrame(url) : loadImage(url));
    try {
      const size = fitPreviewSize(source.width, source.height, STICKER_PREVIEW_MAX);
      if (!size) return null;
      const canvas = document.createElement("canvas");
      canvas.width = size.width;
      canvas.height = size.height;
      const ctx = canvas.getContext("2d");
      if (!ctx) return null;
      ctx.imageSmoothingQuality = "high";
      ctx.drawImage(source.el, 0, 0, size.width, size.height);
      return await canvasToPng(canvas);
    } finally {
      source.done();
    }
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
