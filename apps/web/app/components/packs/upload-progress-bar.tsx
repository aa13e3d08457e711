// One upload's progress: a determinate bar with its percentage (role=progressbar, named after
// the file, so assistive technology and tests can find it).
import { cn } from "../../lib/cn";

const tones = { running: "bg-brand-600", success: "bg-emerald-500", error: "bg-red-500", muted: "bg-slate-300" } as const;

export function UploadProgressBar({ value, label, tone = "running", className }: {
  value: number;
  label: string;
  tone?: keyof typeof tones;
  className?: string;
}) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="pack-upload-progress"
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn("h-full rounded-full transition-[width] duration-200 ease-out", tones[tone])} style={{ width: `${percent}%` }} />
      </div>
      <span className="w-9 text-right text-xs font-medium text-slate-600 tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
