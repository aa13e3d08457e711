// Step 1: the video or photo. Record one (video-recorder.ts) or choose a file; it is uploaded at
// once with a real progress bar, then the server's processing is followed to the end, and a
// failure says why with a retry. The preview is the local file (nothing is fetched back).
import { CardApiError } from "../card-api";
import { limitReason } from "../refusal";
import { h, uid } from "../dom";
import { t } from "../../shell/i18n";
import { MediaFailedError, uploadWishMedia, type UploadPhase } from "../upload-media";
import type { Step, StepContext } from "./step";
import { canRecord, recordVideo } from "./video-recorder";

export const MAX_VIDEO_BYTES = 60 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

function reasonOf(error: unknown): string {
  if (error instanceof MediaFailedError) return t("card.media.processFailed");
  const limit = limitReason(error, "upload");
  if (limit) return limit;
  if (error instanceof CardApiError) {
    if (error.status === 413) return t("card.media.tooLarge");
    if (error.status === 415 || (error.status === 400 && "file" in error.fields)) return t("card.media.badType");
    if (error.status === 0) return t("card.media.network");
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

export function mediaStep(ctx: StepContext): Step {
  const { draft } = ctx;
  const inputId = uid("card-media-file");
  const fileInput = h("input", {
    id: inputId,
    type: "file",
    accept: "video/*,image/*",
    class: "card-visually-hidden",
    "data-testid": "card-media-input",
  });
  const chooseLabel = h("label", { for: inputId, class: "card-button card-primary", text: t("card.media.choose") });
  const recordButton = h("button", { type: "button", class: "card-button", text: t("card.media.record") });
  if (!canRecord()) recordButton.hidden = true;
  const removeButton = h("button", { type: "button", class: "card-button", text: t("card.media.remove") });
  const progress = h("progress", {
    max: 100,
    value: 0,
    "aria-label": t("card.media.uploadProgress"),
    "data-testid": "card-media-progress",
  });
  const progressText = h("p", { class: "card-progress-text", "aria-live": "polite" });
  const progressBox = h("div", { class: "card-progress", hidden: true }, progress, progressText);
  const alert = h("p", { class: "card-alert", role: "alert" });
  const retry = h("button", { type: "button", class: "card-button", hidden: true, text: t("card.media.retry") });
  const preview = h("div", { class: "card-media-preview", "aria-label": t("card.media.preview"), role: "group" });
  const recorderHost = h("div");
  const actions = h("div", { class: "card-row" }, chooseLabel, recordButton, removeButton);
  const element = h(
    "div",
    { class: "card-step-body" },
    h("p", { class: "card-hint", text: t("card.media.hint") }),
    actions,
    fileInput,
    recorderHost,
    progressBox,
    alert,
    retry,
    preview,
  );

  let controller: AbortController | null = null;
  let lastFile: { blob: Blob; name: string } | null = null;

  const showPreview = () => {
    const m = draft.media;
    removeButton.hidden = !m;
    chooseLabel.textContent = m ? t("card.media.replace") : t("card.media.choose");
    if (!m) return preview.replaceChildren();
    const src = m.source === "new" ? m.previewUrl : m.media.src;
    const kind = m.source === "new" ? m.kind : m.media.kind;
    const node =
      kind === "image"
        ? h("img", { src, alt: t("card.media.preview"), "data-testid": "card-media-preview" })
        : h("video", {
            src,
            controls: true,
            playsinline: true,
            preload: "metadata",
            "data-testid": "card-media-preview",
          });
    preview.replaceChildren(
      node,
      m.source === "existing" ? h("p", { class: "card-hint", text: t("card.media.existing") }) : "",
    );
  };

  const onPhase = (p: UploadPhase) => {
    progressBox.hidden = false;
    if (p.phase === "uploading") {
      const percent = p.total > 0 ? Math.round((p.loaded / p.total) * 100) : 0;
      progress.value = percent;
      progressText.textContent = t("card.media.uploading", { percent });
    } else if (p.phase === "processing") {
      progress.value = p.progress;
      progressText.textContent = t("card.media.processing", { percent: Math.round(p.progress) });
    } else {
      progress.value = 100;
      progressText.textContent = t("card.media.ready");
    }
  };

  const upload = async (blob: Blob, name: string) => {
    controller?.abort();
    const mine = new AbortController();
    controller = mine;
    lastFile = { blob, name };
    alert.textContent = "";
    retry.hidden = true;
    const isVideo = blob.type.startsWith("video/");
    if (blob.size > (isVideo ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES)) {
      alert.textContent = t("card.media.failed", { reason: t("card.media.tooLarge") });
      return;
    }
    ctx.setBusy(true);
    try {
      const done = await uploadWishMedia({
        cardId: ctx.card.id,
        token: ctx.token,
        file: blob,
        fileName: name,
        signal: mine.signal,
        onPhase,
      });
      if (draft.media?.source === "new") URL.revokeObjectURL(draft.media.previewUrl);
      draft.media = { source: "new", mediaId: done.mediaId, kind: done.kind, previewUrl: URL.createObjectURL(blob) };
      showPreview();
    } catch (error) {
      if (mine.signal.aborted) return;
      progressBox.hidden = true;
      alert.textContent = t("card.media.failed", { reason: reasonOf(error) });
      retry.hidden = false;
    } finally {
      if (controller === mine) {
        controller = null;
        ctx.setBusy(false);
      }
    }
  };

  fileInput.addEventListener("change", () => {
    const file = fileInput.files?.[0];
    fileInput.value = "";
    if (file) void upload(file, file.name);
  });
  retry.addEventListener("click", () => {
    if (lastFile) void upload(lastFile.blob, lastFile.name);
  });
  removeButton.addEventListener("click", () => {
    controller?.abort();
    if (draft.media?.source === "new") URL.revokeObjectURL(draft.media.previewUrl);
    draft.media = null;
    progressBox.hidden = true;
    showPreview();
  });
  recordButton.addEventListener("click", () => {
    actions.hidden = true;
    void recordVideo(recorderHost).then((rec) => {
      actions.hidden = false;
      if (rec) void upload(rec.blob, rec.fileName);
      else recordButton.focus();
    });
  });
  showPreview();

  return {
    id: "media",
    title: t("card.media.title"),
    element,
    dispose() {
      controller?.abort();
      if (draft.media?.source === "new") URL.revokeObjectURL(draft.media.previewUrl);
    },
  };
}
