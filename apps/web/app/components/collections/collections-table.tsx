// The rows of a collection list, a page at a time: only the first `limit` rows are in the DOM,
// "Show more" adds the next page.
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import type { Collection } from "./collections-api";
import { CollectionRow } from "./collection-row";
import type { ListNotice } from "./collection-copy-actions";
import { pageOf, PAGE_SIZE, type ListType } from "./list-model";
import type { RemoveTarget } from "./remove-collection-dialog";
import { useListFormats } from "./use-list-formats";

const COLUMNS = ["preview", "createdAt", "cards", "filled", "views", "packs", "actions"] as const;
const NUMERIC = new Set<string>(["cards", "filled", "views"]);

export function CollectionsTable({
  type,
  collections,
  limit,
  archivedView,
  onShowMore,
  onRemove,
  onNotice,
}: {
  type: ListType;
  collections: Collection[];
  limit: number;
  archivedView: boolean;
  onShowMore(): void;
  onRemove(target: RemoveTarget): void;
  onNotice(notice: ListNotice): void;
}) {
  const { t } = useTranslation();
  const formats = useListFormats();
  const page = pageOf(collections, limit);
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full min-w-[760px] text-left text-sm" data-testid="collections-table">
          <thead className="border-b border-slate-200 bg-slate-50/80 text-xs text-slate-500">
            <tr>
              {COLUMNS.map((col, i) => (
                <th
                  key={col}
                  scope="col"
                  className={cn(
                    "px-3 py-2.5 font-medium",
                    i === 0 && "pl-4",
                    NUMERIC.has(col) && "text-right",
                    col === "actions" && "pr-4 text-right",
                  )}
                >
                  {col === "actions" ? (
                    <span className="sr-only">{t("collections.columns.actions")}</span>
                  ) : (
                    t(`collections.columns.${col}`)
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((c) => (
              <CollectionRow
                key={c.id}
                collection={c}
                type={type}
                formats={formats}
                archivedView={archivedView}
                onRemove={onRemove}
                onNotice={onNotice}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-500">
        <p aria-live="polite" data-testid="collections-shown">
          {t("collections.shown", {
            shown: formats.number(page.rows.length),
            total: formats.number(collections.length),
          })}
        </p>
        {page.remaining > 0 && (
          <Button variant="secondary" onClick={onShowMore} data-testid="collections-show-more">
            {t("collections.showMore", { count: Math.min(PAGE_SIZE, page.remaining) })}
          </Button>
        )}
      </div>
    </div>
  );
}
