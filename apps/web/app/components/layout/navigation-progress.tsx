import { useNavigation } from "@remix-run/react";

/** A thin bar at the top while a navigation (and its account check) is loading. */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return (
    <div aria-hidden={!busy} role="progressbar" aria-label="Loading" className={`fixed inset-x-0 top-0 z-50 h-0.5 transition-opacity ${busy ? "opacity-100" : "opacity-0"}`}>
      <div className="h-full w-1/3 animate-pulse bg-brand-500" />
    </div>
  );
}
