// Records the wish's video in the page: the front camera and the microphone through MediaRecorder,
// at most 30 seconds (stopped by itself), in the first container this browser can write (MP4 on
// Safari, WebM elsewhere). The server sniffs and compresses whatever comes.
import { h } from "../dom";
import { t } from "../../shell/i18n";

export const MAX_RECORD_SECONDS = 30;
const TYPES = [
  "video/mp4;codecs=avc1,mp4a",
  "video/webm;codecs=vp9,opus",
  "video/webm;codecs=vp8,opus",
  "video/webm",
  "video/mp4",
];

export function canRecord(): boolean {
  return typeof MediaRecorder !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);
}

function pickType(): string | undefined {
  return TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

export type Recording = { blob: Blob; fileName: string };

/**
 * Opens the recorder panel in `host`; resolves with the recording, or null when cancelled. Errors
 * (camera refused, no recorder) are shown in the panel's alert and resolve null on cancel.
 */
export function recordVideo(host: HTMLElement): Promise<Recording | null> {
  return new Promise((resolve) => {
    const preview = h("video", {
      class: "card-record-preview",
      playsinline: true,
      muted: true,
      autoplay: true,
      "aria-label": t("card.record.title"),
    });
    preview.muted = true;
    const left = h("p", { class: "card-record-left", "aria-live": "polite" });
    const alert = h("p", { class: "card-alert", role: "alert" });
    const start = h("button", { type: "button", class: "card-primary", disabled: true, text: t("card.record.start") });
    const stop = h("button", { type: "button", class: "card-primary", hidden: true, text: t("card.record.stop") });
    const cancel = h("button", { type: "button", text: t("card.record.cancel") });
    const panel = h(
      "div",
      { class: "card-record", role: "group", "aria-label": t("card.record.title") },
      preview,
      left,
      alert,
      h("div", { class: "card-row" }, start, stop, cancel),
    );
    host.replaceChildren(panel);

    let stream: MediaStream | null = null;
    let recorder: MediaRecorder | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let finished = false;
    const chunks: Blob[] = [];
    const end = (result: Recording | null) => {
      if (finished) return;
      finished = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      preview.srcObject = null;
      panel.remove();
      resolve(result);
    };

    cancel.addEventListener("click", () => {
      if (recorder && recorder.state !== "inactive") {
        recorder.onstop = null;
        recorder.stop();
      }
      end(null);
    });

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "user", width: { ideal: 1280 }, height: { ideal: 720 } }, audio: true })
      .then((s) => {
        if (finished) return void s.getTracks().forEach((tr) => tr.stop());
        stream = s;
        preview.srcObject = s;
        void preview.play().catch(() => undefined);
        start.disabled = false;
        start.focus();
      })
      .catch(() => {
        alert.textContent = t("card.record.refused");
      });

    start.addEventListener("click", () => {
      if (!stream) return;
      const mimeType = pickType();
      try {
        recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), videoBitsPerSecond: 2_500_000 });
      } catch {
        alert.textContent = t("card.record.unavailable");
        return;
      }
      recorder.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
      };
      recorder.onstop = () => {
        const type = recorder?.mimeType || mimeType || "video/webm";
        const blob = new Blob(chunks, { type: type.split(";")[0] });
        end({ blob, fileName: type.includes("mp4") ? "wish.mp4" : "wish.webm" });
      };
      recorder.start(1000);
      const began = Date.now();
      const tick = () => {
        const remaining = Math.max(0, MAX_RECORD_SECONDS - Math.floor((Date.now() - began) / 1000));
        left.textContent = t("card.record.left", { seconds: remaining });
        if (remaining <= 0 && recorder?.state === "recording") recorder.stop();
      };
      tick();
      timer = setInterval(tick, 250);
      start.hidden = true;
      stop.hidden = false;
      stop.focus();
    });
    stop.addEventListener("click", () => {
      if (recorder?.state === "recording") recorder.stop();
    });
  });
}
