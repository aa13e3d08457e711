// Just enough of a browser document for building scenes in Node: <video>/<audio> elements that
// keep their play/pause state and fire the events a real one fires, and <img> elements that "load"
// with a given size. Only the scene structure and the wiring are under test here; what is drawn
// is checked in Chromium by the e2e pixel test (apps/web/tests/e2e/ui/scene-editor-video.spec.ts).

export class FakeMedia extends EventTarget {
  paused = true;
  ended = false;
  muted = false;
  loop = false;
  playsInline = false;
  preload = "";
  crossOrigin: string | null = null;
  videoWidth = 0;
  videoHeight = 0;
  error: Error | null = null;
  readyState = 0;
  plays = 0;
  private source = "";
  readonly attributes = new Map<string, string>();

  constructor(readonly tagName: string) {
    super();
  }
  get src() {
    return this.source;
  }
  set src(v: string) {
    this.source = v;
    if (this.tagName === "video" && v) {
      // A 640x360 file: metadata, then the first frame, as a browser reports them.
      queueMicrotask(() => {
        this.videoWidth = 640;
        this.videoHeight = 360;
        this.readyState = 2;
        this.dispatchEvent(new Event("loadedmetadata"));
        this.dispatchEvent(new Event("loadeddata"));
      });
    }
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    if (name === "src") this.source = "";
    this.attributes.delete(name);
  }
  load() {}
  play(): Promise<void> {
    this.plays++;
    this.paused = false;
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  }
  pause() {
    if (this.paused) return;
    this.paused = true;
    this.dispatchEvent(new Event("pause"));
  }
  // VideoTexture asks for frame callbacks; none ever come in Node.
  requestVideoFrameCallback() {
    return 0;
  }
  cancelVideoFrameCallback() {}
}

class FakeImage extends EventTarget {
  width = 0;
  height = 0;
  crossOrigin: string | null = null;
  style = {};
  constructor(private readonly sizeOf: (src: string) => [number, number] | null) {
    super();
  }
  set src(v: string) {
    queueMicrotask(() => {
      const size = this.sizeOf(v);
      if (!size) return this.dispatchEvent(new Event("error"));
      [this.width, this.height] = size;
      this.dispatchEvent(new Event("load"));
    });
  }
}

/** three's FileLoader reports download progress with ProgressEvent, which Node 20 lacks. */
export function ensureProgressEvent(): void {
  const g = globalThis as Record<string, unknown>;
  g.ProgressEvent ??= class ProgressEvent extends Event {
    readonly lengthComputable: boolean;
    readonly loaded: number;
    readonly total: number;
    constructor(type: string, init: { lengthComputable?: boolean; loaded?: number; total?: number } = {}) {
      super(type);
      this.lengthComputable = init.lengthComputable ?? false;
      this.loaded = init.loaded ?? 0;
      this.total = init.total ?? 0;
    }
  };
}

export type FakeDom = { media: FakeMedia[]; uninstall(): void };

/** Installs globalThis.document for one test file; `imageSize` decides which image URLs load. */
export function installFakeDom(imageSize: (src: string) => [number, number] | null): FakeDom {
  const media: FakeMedia[] = [];
  const g = globalThis as Record<string, unknown>;
  const before = { document: g.document, window: g.window, ProgressEvent: g.ProgressEvent };
  ensureProgressEvent();
  g.document = {
    createElement(tag: string) {
      if (tag === "video" || tag === "audio") {
        const m = new FakeMedia(tag);
        media.push(m);
        return m;
      }
      throw new Error(`fake document: no <${tag}>`);
    },
    createElementNS(_ns: string, tag: string) {
      if (tag === "img") return new FakeImage(imageSize);
      throw new Error(`fake document: no <${tag}>`);
    },
  };
  return {
    media,
    uninstall() {
      g.document = before.document;
      g.window = before.window;
      g.ProgressEvent = before.ProgressEvent;
    },
  };
}
