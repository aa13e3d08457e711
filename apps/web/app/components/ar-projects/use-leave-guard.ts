// Leaving with edits (editors spec 2): in-app navigation to another page is held by useBlocker
// for the 'project has been modified' dialog; closing or reloading the tab gets the browser's own
// prompt (beforeunload), the only thing a page may do there.
import { useBlocker } from "@remix-run/react";
import { useEffect } from "react";

export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

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
