import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

export type BadgeTone = "neutral" | "brand" | "success" | "warning" | "danger";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
  brand: "bg-brand-50 text-brand-700 ring-brand-100",
  success: "bg-emerald-50 text-emerald-700 ring-emerald-200",
  warning: "bg-amber-50 text-amber-800 ring-amber-200",
  danger: "bg-red-50 text-red-700 ring-red-200",
};

/** A short label inside a table cell: a role, a feature, a status. */
export function Badge({
  tone = "neutral",
  children,
  className,
  title,
  ...rest
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  title?: string;
  "data-testid"?: string;
}) {
  return (
    <span
      title={title}
      data-testid={rest["data-testid"]}
      className={cn(
        "inline-flex items-center rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
