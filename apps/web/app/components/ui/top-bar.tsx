// The own top bar of a full-screen editor (card editors show no side menu or header, platform
// spec 2): a back link, the title, and the screen's actions at the right. Test ids derive from
// `testId`: <id>-back, <id>-title.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { ArrowLeftIcon } from "./icons";

export function TopBar({
  backTo,
  backLabel,
  title,
  testId,
  className,
  children,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  testId: string;
  /** The inner row's width, e.g. max-w-6xl. */
  className: string;
  /** Actions at the right. */
  children?: ReactNode;
}) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className={cn("mx-auto flex h-16 items-center gap-3 px-4 md:px-8", className)}>
        <Link
          to={backTo}
          aria-label={backLabel}
          title={backLabel}
          data-testid={`${testId}-back`}
          className="-ml-1 grid size-9 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <ArrowLeftIcon className="size-5" />
        </Link>
        <h1
          className="min-w-0 truncate text-base font-semibold text-slate-900 sm:text-lg"
          data-testid={`${testId}-title`}
        >
          {title}
        </h1>
        {children}
      </div>
    </header>
  );
}
