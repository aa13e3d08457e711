// One pack in the list: preview, name, author and items count; a click opens the pack. For
// administrators the tile also carries the access column (spec 6).
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PackAccessSelect } from "./pack-access-select";
import { PackMedia } from "./pack-media";
import type { Pack } from "./packs-api";

export function PackTile({
  pack,
  isAdmin,
  onOpen,
  onChanged,
}: {
  pack: Pack;
  isAdmin: boolean;
  onOpen(pack: Pack): void;
  onChanged(pack: Pack): void;
}) {
  const { t } = useTranslation();
  const detailsId = useId();
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-200 hover:shadow-md"
      data-testid="pack-tile"
    >
      <button
        type="button"
        onClick={() => onOpen(pack)}
        aria-label={t("packs.openPack", { name: pack.name })}
        aria-describedby={detailsId}
        className="group flex flex-1 flex-col text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
      >
        <div className="aspect-[4/3] w-full bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px] p-4">
          <PackMedia type={pack.type} src={pack.previewSrc} alt="" />
        </div>
        <div className="flex flex-1 flex-col gap-0.5 border-t border-slate-100 px-4 py-3">
          <span className="truncate font-semibold text-slate-900 group-hover:text-brand-700" data-testid="pack-name">
            {pack.name}
          </span>
          <span id={detailsId} className="flex flex-col gap-0.5">
            {pack.authorName && (
              <span className="truncate text-sm text-slate-500">{t("packs.byAuthor", { name: pack.authorName })}</span>
            )}
            <span className="text-xs text-slate-500" data-testid="pack-items-count">
              {t("packs.itemsCount", { count: pack.itemsCount })}
            </span>
          </span>
        </div>
      </button>
      {isAdmin && (
        <div className="border-t border-slate-100 px-4 py-2.5">
          <PackAccessSelect pack={pack} compact onChanged={onChanged} />
        </div>
      )}
    </li>
  );
}
