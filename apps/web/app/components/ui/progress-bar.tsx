// The one determinate progress bar of the console (uploads, generation): role=progressbar named by
// `label`, so assistive technology and tests can find it, with its percentage beside it.
import { cn } from "../../lib/cn";

const tones = {
  running: "bg-brand-600",
  success: "bg-emerald-500",
  error: "bg-red-500",
  muted: "bg-slate-300",
} as const;
export type ProgressTone = keyof typeof tones;

const sizes = {
  sm: { gap: "gap-2", track: "h-1.5", text: "w-9 text-xs text-slate-600", speed: "duration-200" },
  md: { gap: "gap-3", track: "h-2.5", text: "w-10 text-sm text-slate-700", speed: "duration-500" },
} as const;

export function ProgressBar({
  value,
  label,
  tone = "running",
  size = "sm",
  testId,
  className,
}: {
  value: number;
  label: string;
  tone?: ProgressTone;
  size?: keyof typeof sizes;
  testId?: string;
  className?: string;
}) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  const s = sizes[size];
  return (
    <div className={cn("flex items-center", s.gap, className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid={testId}
        className={cn("flex-1 overflow-hidden rounded-full bg-slate-200", s.track)}
      >
        <div
          className={cn("h-full rounded-full transition-[width] ease-out", s.speed, tones[tone])}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span className={cn("text-right font-medium tabular-nums", s.text)} aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
