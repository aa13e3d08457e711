import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from "./icons";

export type AlertTone = "info" | "success" | "warning" | "error";

const tones: Record<AlertTone, string> = {
  info: "border-brand-100 bg-brand-50 text-brand-700",
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  warning: "border-amber-200 bg-amber-50 text-amber-800",
  error: "border-red-200 bg-red-50 text-red-700",
};

const icons = { info: InfoIcon, success: CheckCircleIcon, warning: AlertCircleIcon, error: AlertCircleIcon };

/** Errors are announced at once (role alert); other tones politely (role status). */
export function Alert({
  tone = "info",
  title,
  children,
  className,
  ...rest
}: {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  "data-testid"?: string;
}) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-testid={rest["data-testid"]}
      className={cn("flex gap-3 rounded-xl border px-4 py-3 text-sm", tones[tone], className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title && "mt-0.5 opacity-90")}>{children}</div>}
      </div>
    </div>
  );
}
