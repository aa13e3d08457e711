// The side switcher (front first, then back) with what each side holds, and the upload state of
// each side while Continue runs (editors spec 3 "Design side": init, uploading, ready, error).
import { useTranslation } from "react-i18next";
import { ProgressBar } from "../../ui/progress-bar";
import { cn } from "../../../lib/cn";
import { rovingKeyDown } from "../../../lib/roving-index";
import { SIDES, type DesignSide, type DesignState, type SideKey } from "./design-state";

function summary(side: DesignSide): string {
  if (!side.url) return "wizardDesign.sideState.empty";
  if (side.status === "error") return "wizardDesign.sideState.error";
  if (side.status === "uploading") return "wizardDesign.sideState.uploading";
  if (side.file) return "wizardDesign.sideState.pending";
  return "wizardDesign.sideState.ready";
}

export function SideTabs({
  state,
  trackingType,
  onShow,
}: {
  state: DesignState;
  trackingType: "qr" | "image";
  onShow(side: SideKey): void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="tablist"
      aria-label={t("wizardDesign.sides.label")}
      onKeyDown={rovingKeyDown}
      className="inline-flex gap-1 rounded-xl bg-slate-100 p-1"
    >
      {SIDES.map((key) => {
        const side = state[key];
        const selected = state.current === key;
        return (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            data-testid={`side-${key}`}
            onClick={() => onShow(key)}
            className={cn(
              "flex flex-col items-start rounded-lg px-3 py-1.5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-brand-500",
              selected ? "bg-white shadow-sm" : "hover:bg-white/60",
            )}
          >
            <span className="text-sm font-semibold text-slate-900">
              {t(`wizardDesign.sides.${key}`)}
              {key === "front" && trackingType === "image" && (
                <span className="ml-1 font-normal text-slate-600">· {t("wizardDesign.sides.marker")}</span>
              )}
            </span>
            <span className={cn("text-xs", side.status === "error" ? "text-red-700" : "text-slate-600")}>
              {t(summary(side))}
              {side.qrPosition && ` · ${t("wizardDesign.sides.withQr")}`}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** Upload progress per side once an upload has started (during and after Continue). */
export function SideUploads({ state }: { state: DesignState }) {
  const { t } = useTranslation();
  const shown = SIDES.filter((key) => state[key].status === "uploading" || state[key].status === "error");
  if (shown.length === 0) return null;
  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      aria-live="polite"
      data-testid="side-uploads"
    >
      {shown.map((key) => {
        const side = state[key];
        return (
          <div key={key} className="flex flex-col gap-1" data-testid={`upload-${key}`} data-status={side.status}>
            <p className="text-sm font-medium text-slate-900">{t(`wizardDesign.sides.${key}`)}</p>
            <ProgressBar
              value={side.progress}
              label={t("wizardDesign.uploadOf", { side: t(`wizardDesign.sides.${key}`) })}
              tone={side.status === "error" ? "error" : "running"}
            />
            {side.error && <p className="text-xs text-red-700">{t(side.error)}</p>}
          </div>
        );
      })}
    </section>
  );
}
