// Determinate progress bar with its percentage; role=progressbar so assistive technology reads it.
import { cn } from "../../lib/cn";

const tones = { running: "bg-brand-600", success: "bg-emerald-500", error: "bg-red-500" } as const;

export function ProgressBar({ value, label, tone = "running" }: { value: number; label: string; tone?: keyof typeof tones }) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="generating-progress"
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn("h-full rounded-full transition-[width] duration-500 ease-out", tones[tone])} style={{ width: `${percent}%` }} />
      </div>
      <span className="w-10 text-right text-sm font-medium text-slate-700 tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
