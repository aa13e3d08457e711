// One collection in a list: preview, creation date, counts, attached packs and the row actions.
// The date is the row's link (keyboard and screen readers); a click anywhere else on the row
// that is not on a control opens the collection too.
import { Link, useNavigate } from "@remix-run/react";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { CubeIcon, StickerIcon } from "../ui/icons";
import type { Collection } from "./collections-api";
import { ArchiveIcon, ImageIcon, TrashIcon } from "../ui/icons";
import { collectionHref, packSummary, removalKind, type ListType } from "./list-model";
import { OrdersPopover } from "./orders-popover";
import { CardStatusButton } from "./card-status-dialog";
import { DuplicateCollectionButton, RestoreCollectionButton, type ListNotice } from "./collection-copy-actions";
import type { RemoveTarget } from "./remove-collection-dialog";
import type { ListFormats } from "./use-list-formats";

export function CollectionRow({
  collection: c,
  type,
  formats,
  archivedView,
  onRemove,
  onNotice,
}: {
  collection: Collection;
  type: ListType;
  formats: ListFormats;
  archivedView: boolean;
  onRemove(target: RemoveTarget): void;
  onNotice(notice: ListNotice): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = collectionHref(type, c.id);
  const date = formats.date(c.createdAt);
  const preview = c.previewSrc ?? c.backgroundFrontSrc;
  const kind = removalKind(c.cardsCount);
  const packs = packSummary(c.assetPacks);

  const openRow = (e: MouseEvent<HTMLTableRowElement>) => {
    const target = e.target as HTMLElement;
    // Popover content is portalled elsewhere in the DOM but its React events still bubble here.
    if (!e.currentTarget.contains(target) || target.closest("a, button, input, [role='dialog']")) return;
    navigate(href);
  };

  return (
    <tr
      onClick={openRow}
      data-testid="collection-row"
      data-collection-id={c.id}
      className="cursor-pointer border-b border-slate-100 last:border-0 hover:bg-slate-50/80"
    >
      <td className="py-2 pr-3 pl-4">
        <div className="grid size-14 place-items-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
          {preview ? (
            <img src={preview} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
          ) : (
            <span role="img" aria-label={t("collections.noPreview")}>
              <ImageIcon className="size-5 text-slate-400" />
            </span>
          )}
        </div>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <Link
          to={href}
          aria-label={t("collections.openCollection", { date })}
          className="font-medium text-slate-900 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
          data-testid="collection-link"
        >
          {date}
        </Link>
      </td>
      <td className="px-3 py-2 text-right text-slate-700 tabular-nums" data-testid="collection-cards">
        {formats.number(c.cardsCount)}
      </td>
      <td className="px-3 py-2 text-right text-slate-700 tabular-nums">{formats.number(c.filled)}</td>
      <td className="px-3 py-2 text-right text-slate-700 tabular-nums">{formats.number(c.views)}</td>
      <td className="px-3 py-2">
        {c.assetPacks.length === 0 ? (
          <span className="text-sm text-slate-500">{t("collections.noPacks")}</span>
        ) : (
          <ul className="flex flex-wrap gap-1.5">
            {packs.shown.map((p) => {
              const Icon = p.type === "model" ? CubeIcon : StickerIcon;
              return (
                <li
                  key={p.id}
                  title={t(`collections.packTypes.${p.type}`)}
                  className="inline-flex max-w-40 items-center gap-1 rounded-md bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700"
                >
                  <Icon className="size-3.5 shrink-0 text-slate-400" />
                  <span className="sr-only">{t(`collections.packTypes.${p.type}`)}: </span>
                  <span className="truncate">{p.name}</span>
                </li>
              );
            })}
            {packs.more > 0 && (
              <li className="px-1 py-0.5 text-xs text-slate-500">
                {t("collections.morePacks", { count: packs.more })}
              </li>
            )}
          </ul>
        )}
      </td>
      <td className="py-2 pr-4 pl-3">
        <div className="flex items-center justify-end gap-1">
          {c.cardsCount > 0 && <CardStatusButton collection={c} date={date} formats={formats} />}
          <OrdersPopover collectionId={c.id} orders={c.orders} formats={formats} />
          <DuplicateCollectionButton collectionId={c.id} type={type} date={date} onNotice={onNotice} />
          {archivedView && <RestoreCollectionButton collectionId={c.id} date={date} onNotice={onNotice} />}
          {!archivedView && (
            <button
              type="button"
              aria-label={`${t(`collections.remove.${kind}`)}: ${date}`}
              title={t(`collections.remove.${kind}`)}
              onClick={() => onRemove({ id: c.id, cardsCount: c.cardsCount, date })}
              data-testid="collection-remove"
              className={cn(
                "grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500",
                kind === "delete" ? "hover:text-red-600" : "hover:text-slate-900",
              )}
            >
              {kind === "delete" ? <TrashIcon className="size-4" /> : <ArchiveIcon className="size-4" />}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
