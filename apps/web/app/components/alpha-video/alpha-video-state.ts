// The alpha-channel video dialog's states (editors spec 4): selectType, uploadVideo, processVideo,
// then complete (the dialog closes after 500 ms) or error. Pure, so the transitions are unit-tested.

/** Spec 9: side-by-side alpha sub-types — colour and alpha left/right (h) or top/bottom (v). */
export const ALPHA_LAYOUTS = ["video-h", "video-v"] as const;
export type AlphaLayout = (typeof ALPHA_LAYOUTS)[number];

/** What the encoder answers on complete (GET /api/encode/{processId}/status → data). */
export type AlphaVideoAsset = {
  id: string;
  src: string | null;
  type: string;
  width: number | null;
  height: number | null;
  size: number | null;
};

/** `error`: the encoder's failure code (jobs.failures); `retrying`: an attempt failed and another follows. */
export type AlphaStatusAnswer = {
  status: string;
  data: { progress?: number | null } & Partial<AlphaVideoAsset>;
  error?: string | null;
  retrying?: boolean;
};

export type AlphaDialogState =
  | { phase: "selectType" }
  | { phase: "uploadVideo"; layout: AlphaLayout; progress: number }
  | { phase: "processVideo"; layout: AlphaLayout; processId: string; progress: number; retrying?: boolean }
  | { phase: "complete"; asset: AlphaVideoAsset }
  /** failureCode: why the encoder failed it, when it said (an upload or network failure has none). */
  | { phase: "error"; failureCode?: string };

export type AlphaDialogAction =
  | { type: "reset" }
  | { type: "upload"; layout: AlphaLayout }
  | { type: "uploadProgress"; percent: number }
  | { type: "uploaded"; processId: string }
  | { type: "status"; answer: AlphaStatusAnswer }
  | { type: "failed" };

export const ALPHA_POLL_MS = 1000;
export const ALPHA_CLOSE_DELAY_MS = 500;

/** Spec 5: a video whose name ends .webm or .mov opens the alpha-channel dialog. */
export function isAlphaCandidate(fileName: string): boolean {
  return /\.(webm|mov)$/i.test(fileName.trim());
}

const clamp = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0);

export function alphaDialogReducer(state: AlphaDialogState, action: AlphaDialogAction): AlphaDialogState {
  switch (action.type) {
    case "reset":
      return { phase: "selectType" };
    case "upload":
      return state.phase === "selectType" ? { phase: "uploadVideo", layout: action.layout, progress: 0 } : state;
    case "uploadProgress":
      return state.phase === "uploadVideo"
        ? { ...state, progress: Math.max(state.progress, clamp(action.percent)) }
        : state;
    case "uploaded":
      return state.phase === "uploadVideo"
        ? { phase: "processVideo", layout: state.layout, processId: action.processId, progress: 0 }
        : state;
    case "status": {
      if (state.phase !== "processVideo") return state;
      const { status, data } = action.answer;
      if (status === "complete" && data.id) {
        return {
          phase: "complete",
          asset: {
            id: data.id,
            src: data.src ?? null,
            type: data.type ?? state.layout,
            width: data.width ?? null,
            height: data.height ?? null,
            size: data.size ?? null,
          },
        };
      }
      if (status === "processing")
        return {
          ...state,
          progress: Math.max(state.progress, clamp(data.progress)),
          retrying: action.answer.retrying === true,
        };
      // "error", or anything the encoder did not document.
      const code = action.answer.error;
      return typeof code === "string" && code ? { phase: "error", failureCode: code } : { phase: "error" };
    }
    case "failed":
      return state.phase === "complete" ? state : { phase: "error" };
  }
}

/** The bar's value: uploading and processing each have their own 0–100 run. */
export function alphaProgress(state: AlphaDialogState): number | null {
  if (state.phase === "uploadVideo" || state.phase === "processVideo") return state.progress;
  if (state.phase === "complete") return 100;
  return null;
}
