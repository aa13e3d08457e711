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
  | "looking"
  | "found"
  | "lost"
  | "lost-kept"
  | "tap-for-sound"
  | "fallback"
  | "soon"
  | "load-failed";

const KEYS: Record<StatusState, string> = {
  loading: "status.loading",
  "camera-asking": "status.cameraAsking",
  "camera-refused": "status.cameraRefused",
  "no-camera": "status.noCamera",
  insecure: "status.insecure",
  "in-app": "status.inApp",
  "camera-busy": "status.cameraBusy",
  unsupported: "status.unsupported",
  looking: "status.looking",
  found: "status.found",
  lost: "status.lost",
  "lost-kept": "status.lostKept",
  "tap-for-sound": "status.tapForSound",
  fallback: "status.fallback",
  soon: "status.soon",
  "load-failed": "status.loadFailed",
};

/** The sentence for a state; a refused camera adds how to allow it in this browser. */
export function statusText(state: StatusState, ua?: string): string {
  const text = t(KEYS[state]);
  return state === "camera-refused" ? `${text} ${t(`help.${browserFamily(ua)}`)}` : text;
}

export type StatusLine = {
  readonly state: StatusState | null;
  set(state: StatusState): void;
  /** A second line under the state (e.g. "tap to start sound" while the code is found). */
  note(state: StatusState | null): void;
  element: HTMLElement;
};

export function createStatusLine(element: HTMLElement): StatusLine {
  let state: StatusState | null = null;
  let note: StatusState | null = null;
  const render = () => {
    element.textContent = [state && statusText(state), note && statusText(note)].filter(Boolean).join(" · ");
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
    element,
  };
}
