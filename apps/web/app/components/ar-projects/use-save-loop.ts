// The save loop both autosaves share (issue 22, docs/decisions/0027): AUTOSAVE_DELAY_MS after the
// last edit a pass saves what is edited; a failed pass (network, server down) retries after
// RETRY_MS; a pass stopped by a conflict (409 fields.baseVersion) holds that conflict until the
// person settles it. use-draft-autosave gives it the scenes' pass, use-code-autosave the code's.
import { useCallback, useEffect, useRef, useState } from "react";

export const AUTOSAVE_DELAY_MS = 800;
/** After a failed save (network, server down) the next try waits this long. */
const RETRY_MS = 5_000;

export type SaveState = "idle" | "saving" | "saved" | "error" | "conflict";

/** What a pass sees of the conflict: the one held, and how to raise one. */
export type ConflictHold<C> = { current(): C | null; raise(c: C): void };

export function useSaveLoop<C>(opts: {
  /** Saves until nothing is left: true when all is saved, false when a conflict stopped it; throws on a failure. */
  pass(conflict: ConflictHold<C>): Promise<boolean>;
  /** Something edited waits to be saved, not held by the conflict (if any). */
  isPending(conflict: C | null): boolean;
  /** Changes with every edit: each restarts the wait. */
  editKey: unknown;
  /** Nothing to save: a flush then answers true at once, without a pass. */
  idle?: () => boolean;
}) {
  const [state, setState] = useState<SaveState>("idle");
  const [conflict, setConflict] = useState<C | null>(null);
  const conflictRef = useRef<C | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const o = useRef(opts);
  o.current = opts;
  const hold = useRef<ConflictHold<C>>({
    current: () => conflictRef.current,
    raise: (c) => {
      conflictRef.current = c;
      setConflict(c);
    },
  });

  /** Saves now (publish waits on this); false when a conflict or an error stopped it. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // A pass in flight may have read the drafts before the latest edit: wait for it, then go again.
    while (running.current) await running.current.catch(() => false);
    if (o.current.idle?.() && !conflictRef.current) return true;
    setState("saving");
    const run = o.current.pass(hold.current);
    running.current = run;
    try {
      const ok = await run;
      setState(conflictRef.current ? "conflict" : ok ? "saved" : "saving");
      return ok;
    } catch {
      setState("error");
      timer.current = setTimeout(() => void flush(), RETRY_MS);
      return false;
    } finally {
      if (running.current === run) running.current = null;
    }
  }, []);

  const pending = opts.isPending(conflict);
  const { editKey } = opts;
  useEffect(() => {
    if (!pending) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [editKey, pending, flush]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** The conflict is settled (reloaded or kept as a copy): saving goes on. */
  const resolveConflict = useCallback(() => {
    conflictRef.current = null;
    setConflict(null);
    setState("saved");
  }, []);

  return {
    state: pending && state !== "error" && state !== "conflict" ? ("saving" as const) : state,
    conflict,
    flush,
    resolveConflict,
  };
}
