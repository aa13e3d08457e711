// A small data table (spec 2 "Generic widgets"): a caption that names the table, column headers
// with scope, an optional row-header column, and one full-width row for the empty state. The
// table scrolls sideways inside a focusable region, so keyboard users can reach wide columns.
import { useId, type HTMLAttributes, type ReactNode } from "react";
import { cn } from "../../lib/cn";

export type TableColumn<T> = {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Renders this column's cells as row headers (th scope=row): the cell that names the row. */
  rowHeader?: boolean;
  align?: "left" | "right";
  /** Hides the header text visually (e.g. an actions column) while keeping it for screen readers. */
  hideHeader?: boolean;
  className?: string;
};

export type TableProps<T> = {
  /** Names the table for assistive technology; visible unless captionHidden. */
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Extra attributes per row: a highlight class, data-testid, data-* state. */
  rowProps?: (
    row: T,
  ) => HTMLAttributes<HTMLTableRowElement> & { "data-testid"?: string; [data: `data-${string}`]: string | undefined };
  /** Shown in one full-width row when there are no rows. */
  empty?: ReactNode;
  /** Marks the table busy while a new page loads (the old rows stay, dimmed). */
  busy?: boolean;
  className?: string;
  "data-testid"?: string;
};

export function Table<T>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  rowProps,
  empty,
  busy,
  className,
  ...rest
}: TableProps<T>) {
  const captionId = useId();
  const alignClass = (c: TableColumn<T>) => (c.align === "right" ? "text-right" : "text-left");
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Focusable only to let keyboard users scroll a table wider than the screen. Positioned, so
      // the visually hidden headers (sr-only: absolute) are clipped by this scroll box and do not
      // widen the page on a phone.
      tabIndex={0}
      className={cn(
        "relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-500",
        className,
      )}
    >
      <table
        aria-busy={busy || undefined}
        data-testid={rest["data-testid"]}
        className={cn("w-full border-collapse text-sm transition-opacity", busy && "opacity-60")}
      >
        <caption
          id={captionId}
          className={cn(captionHidden ? "sr-only" : "px-4 pt-4 pb-2 text-left text-sm font-semibold text-slate-900")}
        >
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50/80">
            {columns.map((c) => (
              <th
                key={c.id}
                scope="col"
                className={cn(
                  "px-3 py-2.5 align-bottom text-xs font-semibold text-slate-500 first:pl-4 last:pr-4",
                  alignClass(c),
                  c.className,
                )}
              >
                {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-sm text-slate-500">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const { className: rowClass, ...attrs } = rowProps?.(row) ?? {};
              return (
                <tr
                  key={rowKey(row)}
                  className={cn("border-b border-slate-100 align-top last:border-b-0 hover:bg-slate-50/60", rowClass)}
                  {...attrs}
                >
                  {columns.map((c) => {
                    const classes = cn("px-3 py-3 text-slate-700 first:pl-4 last:pr-4", alignClass(c), c.className);
                    return c.rowHeader ? (
                      <th key={c.id} scope="row" className={cn(classes, "font-normal")}>
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.id} className={classes}>
                        {c.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
