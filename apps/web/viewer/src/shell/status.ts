// The aria-live status line: one sentence saying what is happening (asking for the camera, camera
// refused and how to allow it in this browser, looking for the code, found, lost, tap to start
// sound, the 3D fallback). Screen readers hear each change once (role=status, polite); the
// element's data-state names the state for tests and styles.
import "./shell-texts";
import { browserFamily } from "./browser";
import { t } from "./i18n";

export type StatusState =
  | "loading"
  | "camera-asking"
  | "camera-refused"
  | "no-camera"
  | "insecure"
  | "in-app"
  | "camera-busy"
  | "unsupported"
  | "camera-stalled"
  | "camera-skipped"
  | "looking"
  | "found"
  | "lost"
  | "lost-kept"
  | "tap-for-sound"
  | "fallback"
  | "soon"
  | "target-not-ready"
  | "load-failed"
  // ARKit pages (src/arkit/): which of the phone's own AR viewers the page offers, or the desktop's 3D preview.
  | "arkit-quick-look"
  | "arkit-scene-viewer"
  | "arkit-desktop"
  | "arkit-no-usdz"
  // World scenes (src/world/, texts in world-texts.ts): which AR mode is in use.
  | "world-xr-ready"
  | "world-xr-searching"
  | "world-xr-aiming"
  | "world-xr-placed"
  | "world-quick-look"
  | "world-quick-look-preparing"
  | "world-orientation-ready"
  | "world-orientation"
  | "world-3d";

const KEYS: Record<StatusState, string> = {
  loading: "status.loading",
  "camera-asking": "status.cameraAsking",
  "camera-refused": "status.cameraRefused",
  "no-camera": "status.noCamera",
  insecure: "status.insecure",
  "in-app": "status.inApp",
  "camera-busy": "status.cameraBusy",
  unsupported: "status.unsupported",
  "camera-stalled": "status.cameraStalled",
  "camera-skipped": "status.cameraSkipped",
  looking: "status.looking",
  found: "status.found",
  lost: "status.lost",
  "lost-kept": "status.lostKept",
  "tap-for-sound": "status.tapForSound",
  fallback: "status.fallback",
  soon: "status.soon",
  "target-not-ready": "status.target-not-ready",
  "load-failed": "status.loadFailed",
  "arkit-quick-look": "status.arkitQuickLook",
  "arkit-scene-viewer": "status.arkitSceneViewer",
  "arkit-desktop": "status.arkitDesktop",
  "arkit-no-usdz": "status.arkitNoUsdz",
  "world-xr-ready": "status.worldXrReady",
  "world-xr-searching": "status.worldXrSearching",
  "world-xr-aiming": "status.worldXrAiming",
  "world-xr-placed": "status.worldXrPlaced",
  "world-quick-look": "status.worldQuickLook",
  "world-quick-look-preparing": "status.worldQuickLookPreparing",
  "world-orientation-ready": "status.worldOrientationReady",
  "world-orientation": "status.worldOrientation",
  "world-3d": "status.world3d",
};

/**
 * What the camera is looking for: a QR code (the default), a picture (image markers), a card's
 * front design (image-tracked cards) or either kind (a code project with QR and image markers).
 * It changes only the words of the looking / found / lost states, not the state names.
 */
export type StatusSubject = "code" | "picture" | "card" | "marker";
const SUBJECT_KEYS: Partial<Record<StatusState, string>> = {
  looking: "looking",
  found: "found",
  lost: "lost",
  "lost-kept": "lostKept",
};

/** The sentence for a state; a refused camera adds how to allow it in this browser. */
export function statusText(state: StatusState, ua?: string, subject: StatusSubject = "code"): string {
  const own = subject !== "code" ? SUBJECT_KEYS[state] : undefined;
  const text = t(own ? `status.${subject}.${own}` : KEYS[state]);
  return state === "camera-refused" ? `${text} ${t(`help.${browserFamily(ua)}`)}` : text;
}

export type StatusLine = {
  readonly state: StatusState | null;
  set(state: StatusState): void;
  /** A second line under the state (e.g. "tap to start sound" while the code is found). */
  note(state: StatusState | null): void;
  /** Says what the camera looks for (StatusSubject); set before "looking". */
  subject(subject: StatusSubject): void;
  element: HTMLElement;
};

export function createStatusLine(element: HTMLElement): StatusLine {
  let state: StatusState | null = null;
  let note: StatusState | null = null;
  let about: StatusSubject = "code";
  const render = () => {
    element.textContent = [state && statusText(state, undefined, about), note && statusText(note, undefined, about)]
      .filter(Boolean)
      .join(" · ");
    element.dataset.state = state ?? "";
    element.dataset.note = note ?? "";
  };
  return {
    get state() {
      return state;
    },
    set(next) {
      // Re-setting the same state must not make a screen reader repeat it every frame.
      if (next === state) return;
      state = next;
      render();
    },
    note(next) {
      if (next === note) return;
      note = next;
      render();
    },
    subject(next) {
      if (next === about) return;
      about = next;
      if (state) render();
    },
    element,
  };
}
