// Leaving with edits (editors spec 2): in-app navigation to another page is held by useBlocker
// for the 'project has been modified' dialog; closing or reloading the tab gets the browser's own
// prompt (beforeunload), the only thing a page may do there.
// `allow` lets an editor through on its own navigations (a new collection's URL replaced by its id).
import { useBlocker } from "@remix-run/react";
import { useEffect, useRef } from "react";

export function useLeaveGuard(dirty: boolean, allow?: (nextPathname: string) => boolean) {
  const allowRef = useRef(allow);
  allowRef.current = allow;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !allowRef.current?.(nextLocation.pathname),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return blocker;
}
