// Page navigation for paged lists (spec 2 "Generic widgets", spec 9): numbered page slots between
// previous/next buttons. How many slots fit depends on the width of the container (8 above 348 px,
// 7 above 312 px, else 6), so a narrow column keeps one row of buttons. The slot computation is
// pure (paginationSlots, slotsForWidth) and unit-tested; the component only measures and renders.
import { useEffect, useState } from "react";
import { cn } from "../../lib/cn";
import { ArrowLeftIcon, ArrowRightIcon } from "./icons";

export type PaginationSlot = { type: "page"; page: number } | { type: "gap"; side: "start" | "end" };

/** Spec 9: slot count by container width in CSS pixels. */
export function slotsForWidth(width: number): number {
  if (width > 348) return 8;
  if (width > 312) return 7;
  return 6;
}

/**
 * The slots to show for `page` of `pageCount` in `slots` places: every page when they fit, else
 * the first and last page always, "…" gaps for hidden runs and a window around the current page.
 * A gap always stands for two or more pages (a gap for one page would hide nothing useful), and
 * the result has exactly `slots` entries whenever the pages do not all fit.
 */
export function paginationSlots(page: number, pageCount: number, slots: number): PaginationSlot[] {
  const count = Math.max(1, Math.floor(pageCount));
  // Fewer than 5 places cannot hold first, gap, current, gap, last.
  const places = Math.max(5, Math.floor(slots));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  const pages = (from: number, to: number): PaginationSlot[] =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ type: "page", page: from + i }));

  if (count <= places) return pages(1, count);

  const window = places - 4; // pages between the two gaps
  const before = Math.floor((window - 1) / 2);
  const after = window - 1 - before;
  if (current - before <= 3) return [...pages(1, places - 2), { type: "gap", side: "end" }, ...pages(count, count)];
  if (current + after >= count - 2)
    return [...pages(1, 1), { type: "gap", side: "start" }, ...pages(count - (places - 3), count)];
  return [
    ...pages(1, 1),
    { type: "gap", side: "start" },
    ...pages(current - before, current + after),
    { type: "gap", side: "end" },
    ...pages(count, count),
  ];
}

export type PaginationLabels = {
  /** Accessible name of the navigation landmark. */
  nav: string;
  previous: string;
  next: string;
  page: (page: number) => string;
};

export type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Translated texts; the kit has no i18n keys of its own, so callers pass them. */
  labels: PaginationLabels;
  disabled?: boolean;
  className?: string;
  "data-testid"?: string;
};

const itemClasses =
  "grid h-8 min-w-8 place-items-center rounded-lg px-1.5 text-sm font-medium tabular-nums transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40";

/** Renders nothing for a single page: there is nowhere to go. */
export function Pagination({ page, pageCount, onPageChange, labels, disabled, className, ...rest }: PaginationProps) {
  // A callback ref (kept in state): the <nav> comes and goes with the page count, and the
  // observer must follow the element that is really there.
  const [nav, setNav] = useState<HTMLElement | null>(null);
  // Before the first measurement (and in the server render) assume the widest layout.
  const [slots, setSlots] = useState(8);

  useEffect(() => {
    if (!nav || typeof ResizeObserver === "undefined") return;
    const measure = () => setSlots(slotsForWidth(nav.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [nav]);

  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (p: number) => {
    if (!disabled && p !== current && p >= 1 && p <= pageCount) onPageChange(p);
  };

  return (
    <nav ref={setNav} aria-label={labels.nav} data-testid={rest["data-testid"]} className={cn("w-full", className)}>
      <ul className="flex items-center gap-0.5">
        <li>
          <button
            type="button"
            className={cn(itemClasses, "text-slate-600 hover:bg-slate-100")}
            aria-label={labels.previous}
            disabled={disabled || current <= 1}
            onClick={() => go(current - 1)}
          >
            <ArrowLeftIcon className="size-4" />
          </button>
        </li>
        {paginationSlots(current, pageCount, slots).map((slot) =>
          slot.type === "gap" ? (
            <li
              key={`gap-${slot.side}`}
              aria-hidden="true"
              className="grid h-8 min-w-8 place-items-center text-sm text-slate-500"
            >
              …
            </li>
          ) : (
            <li key={slot.page}>
              <button
                type="button"
                aria-label={labels.page(slot.page)}
                aria-current={slot.page === current ? "page" : undefined}
                disabled={disabled}
                onClick={() => go(slot.page)}
                className={cn(
                  itemClasses,
                  slot.page === current
                    ? "bg-brand-600 text-white hover:bg-brand-700"
                    : "text-slate-700 hover:bg-slate-100",
                )}
              >
                {slot.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(itemClasses, "text-slate-600 hover:bg-slate-100")}
            aria-label={labels.next}
            disabled={disabled || current >= pageCount}
            onClick={() => go(current + 1)}
          >
            <ArrowRightIcon className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
