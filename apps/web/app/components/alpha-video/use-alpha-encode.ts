// Runs the alpha-channel dialog's machine against the encoder: upload with real progress, then
// poll the status every second until complete or error. Closing the dialog (or choosing another
// file) aborts the upload and stops polling; the server-side job, once started, simply finishes.
import { useCallback, useEffect, useReducer, useRef } from "react";
import { readAlphaStatus, startAlphaEncode, type EncoderTarget } from "./alpha-video-api";
import { ALPHA_POLL_MS, alphaDialogReducer, type AlphaLayout } from "./alpha-video-state";

export function useAlphaEncode(target: EncoderTarget) {
  const [state, dispatch] = useReducer(alphaDialogReducer, { phase: "selectType" });
  const run = useRef<AbortController | null>(null);
  const targetRef = useRef(target);
  targetRef.current = target;

  const stop = useCallback(() => {
    run.current?.abort();
    run.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    async (file: File, layout: AlphaLayout) => {
      stop();
      const controller = new AbortController();
      run.current = controller;
      const { signal } = controller;
      dispatch({ type: "upload", layout });
      try {
        const processId = await startAlphaEncode({
          target: targetRef.current,
          file,
          layout,
          signal,
          onProgress: (percent) => dispatch({ type: "uploadProgress", percent }),
        });
        if (signal.aborted) return;
        dispatch({ type: "uploaded", processId });
        for (;;) {
          const answer = await readAlphaStatus(targetRef.current, processId, signal);
          if (signal.aborted) return;
          dispatch({ type: "status", answer });
          if (answer.status !== "processing") return;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, ALPHA_POLL_MS);
            signal.addEventListener("abort", () => (clearTimeout(timer), resolve()), { once: true });
          });
          if (signal.aborted) return;
        }
      } catch {
        if (!signal.aborted) dispatch({ type: "failed" });
      } finally {
        if (run.current === controller) run.current = null;
      }
    },
    [stop],
  );

  const reset = useCallback(() => {
    stop();
    dispatch({ type: "reset" });
  }, [stop]);

  return { state, start, reset, stop };
}
