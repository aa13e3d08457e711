import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** A thin bar at the top while a navigation (and its account check) is loading. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  return (
    <div
      aria-hidden={!busy}
      role="progressbar"
      aria-label={t("app.loading")}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden transition-opacity duration-300 ${busy ? "opacity-100 delay-150" : "opacity-0"}`}
    >
      <div className="progress-bar h-full w-1/3 rounded-full bg-brand-500" />
    </div>
  );
}
