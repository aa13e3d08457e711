// A radio group drawn as small cards (title and one line of explanation), for the features step.
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { rovingKeyDown } from "../../lib/roving-index";

export type Choice<V extends string> = { value: V; title: string; text: string };

export function ChoiceCards<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: V;
  options: Choice<V>[];
  onChange(value: V): void;
  testId: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      onKeyDown={rovingKeyDown}
      className="grid gap-3 sm:grid-cols-3"
      data-testid={testId}
    >
      {options.map((o) => {
        const selected = o.value === value;
        return (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(o.value)}
            data-testid={`${testId}-${o.value}`}
            className={cn(
              "flex flex-col gap-1 rounded-xl border-2 p-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
              selected ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white hover:border-brand-300",
            )}
          >
            <span className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <span
                aria-hidden="true"
                className={cn(
                  "grid size-4 shrink-0 place-items-center rounded-full border-2",
                  selected ? "border-brand-600" : "border-slate-300",
                )}
              >
                {selected && <span className="size-1.5 rounded-full bg-brand-600" />}
              </span>
              {o.title}
            </span>
            <span className="text-xs text-slate-600">{o.text}</span>
          </button>
        );
      })}
    </div>
  );
}

/** A titled block of a step. */
export function StepSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="flex flex-col gap-3" data-testid={testId}>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}
