// Who else has the project open (issue 22): one round badge per person with their initials; the
// name and e-mail in the tooltip and for screen readers.
import { useTranslation } from "react-i18next";
import type { PresenceEditor } from "./use-presence";

const COLORS = ["bg-sky-600", "bg-violet-600", "bg-emerald-600", "bg-amber-600", "bg-rose-600", "bg-teal-600"];

function initials(e: PresenceEditor): string {
  const words = (e.name || e.email).split(/[\s@._-]+/).filter(Boolean);
  return ((words[0]?.[0] ?? "?") + (words[1]?.[0] ?? "")).toUpperCase();
}

export function PresenceList({ editors }: { editors: readonly PresenceEditor[] }) {
  const { t } = useTranslation();
  if (editors.length === 0) return null;
  return (
    <div
      className="flex shrink-0 items-center gap-1"
      data-testid="presence"
      aria-label={t("editorSync.presence.label")}
      role="list"
    >
      <span className="sr-only">{t("editorSync.presence.label")}</span>
      {editors.map((e) => {
        const label = e.you ? t("editorSync.presence.you") : `${e.name} <${e.email}>`;
        const tabs = e.tabs > 1 ? ` · ${t("editorSync.presence.tabs", { count: e.tabs })}` : "";
        return (
          <span
            key={e.userId}
            role="listitem"
            title={label + tabs}
            aria-label={label + tabs}
            data-testid="presence-editor"
            data-email={e.email}
            className={`grid size-7 place-items-center rounded-full text-[11px] font-semibold text-white ring-2 ring-white ${e.you ? "bg-slate-400" : COLORS[e.userId % COLORS.length]}`}
          >
            {initials(e)}
          </span>
        );
      })}
    </div>
  );
}
