// The draft's save state beside Publish: "Saving… / Saved" (issue 22), read out by screen readers.
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { AlertCircleIcon, CheckIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import type { SaveState } from "./use-draft-autosave";

export function SaveStateBadge({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  const bad = state === "error" || state === "conflict";
  return (
    <span
      role="status"
      aria-live="polite"
      data-testid="save-state"
      data-state={state}
      title={t("editorSync.save.hint")}
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 text-xs whitespace-nowrap",
        bad ? "font-medium text-red-700" : "text-slate-500",
      )}
    >
      {state === "saving" ? (
        <Spinner className="size-3.5" />
      ) : bad ? (
        <AlertCircleIcon className="size-3.5" />
      ) : (
        <CheckIcon className="size-3.5 text-emerald-600" />
      )}
      <span className="max-md:sr-only">{t(`editorSync.save.${state}`)}</span>
    </span>
  );
}
