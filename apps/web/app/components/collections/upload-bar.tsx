// Progress of one image upload: role=progressbar named after the slot, with its percentage.
import { cn } from "../../lib/cn";

const tones = { running: "bg-brand-600", done: "bg-emerald-500", failed: "bg-red-500" } as const;

export function UploadBar({ value, label, tone }: { value: number; label: string; tone: keyof typeof tones }) {
  const percent = Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className="flex items-center gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        data-testid="image-upload-progress"
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
