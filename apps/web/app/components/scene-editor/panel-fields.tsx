// Compact inputs of the properties panel. Numbers and colours keep the typed text while the field
// has focus and commit every parseable value (one undo step per field while typing); leaving the
// field shows the stored value again, so an invalid entry reverts (spec §5 for colours).
import { useEffect, useId, useState, type ReactNode, type SelectHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { formatNumber, parseNumber } from "./placement";

export const fieldClasses =
  "h-8 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-xs text-slate-900 shadow-xs " +
  "focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/20 aria-invalid:border-red-500";

export function FieldLabel({ htmlFor, children }: { htmlFor?: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-xs font-medium text-slate-600">
      {children}
    </label>
  );
}

export function NumberInput({
  value,
  onCommit,
  label,
  testId,
  toDisplay = (v) => v,
  fromDisplay = (v) => v,
}: {
  value: number;
  onCommit: (v: number) => void;
  label: string;
  testId?: string;
  toDisplay?: (v: number) => number;
  fromDisplay?: (v: number) => number;
}) {
  const shown = formatNumber(toDisplay(value));
  const [text, setText] = useState(shown);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(shown);
  }, [shown, focused]);
  return (
    <input
      aria-label={label}
      data-testid={testId}
      inputMode="decimal"
      className={cn(fieldClasses, "px-1.5 text-right tabular-nums")}
      value={text}
      onFocus={(e) => {
        setFocused(true);
        e.currentTarget.select();
      }}
      onBlur={() => {
        setFocused(false);
        setText(shown);
      }}
      onChange={(e) => {
        setText(e.target.value);
        const n = parseNumber(e.target.value);
        if (n !== null) onCommit(fromDisplay(n));
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") e.currentTarget.blur();
      }}
    />
  );
}

type Vec3 = [number, number, number];
const AXES = ["x", "y", "z"] as const;
const AXIS_COLORS = ["text-red-500", "text-emerald-600", "text-blue-500"];

export function Vec3Field({
  label,
  value,
  onCommit,
  testId,
  toDisplay,
  fromDisplay,
}: {
  label: string;
  value: Vec3;
  onCommit: (axis: 0 | 1 | 2, v: number) => void;
  testId: string;
  toDisplay?: (v: number) => number;
  fromDisplay?: (v: number) => number;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-xs font-medium text-slate-600">{label}</legend>
      <div className="grid grid-cols-3 gap-1.5">
        {AXES.map((axis, i) => (
          <div key={axis} className="relative">
            <span
              aria-hidden
              className={cn(
                "pointer-events-none absolute top-1/2 left-1.5 -translate-y-1/2 text-[10px] font-semibold uppercase",
                AXIS_COLORS[i],
              )}
            >
              {axis}
            </span>
            <NumberInput
              label={`${label} ${axis.toUpperCase()}`}
              testId={`${testId}-${axis}`}
              value={value[i]!}
              onCommit={(v) => onCommit(i as 0 | 1 | 2, v)}
              toDisplay={toDisplay}
              fromDisplay={fromDisplay}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** "00ff00", "#0f0" or "#00FF00" → "#00FF00"; anything else → null (the field reverts). */
export function normalizeHex(input: string): string | null {
  let t = input.trim();
  if (!t.startsWith("#")) t = `#${t}`;
  if (/^#[0-9a-f]{3}$/i.test(t)) t = `#${t[1]}${t[1]}${t[2]}${t[2]}${t[3]}${t[3]}`;
  return /^#[0-9a-f]{6}$/i.test(t) ? t.toUpperCase() : null;
}

export function ColorField({
  label,
  value,
  onCommit,
  testId,
  disabled,
}: {
  label: string;
  value: string;
  onCommit: (hex: string) => void;
  testId: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(value);
  }, [value, focused]);
  const commitText = () => {
    const hex = normalizeHex(text);
    if (hex && hex !== value) onCommit(hex);
    setText(hex ?? value);
  };
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex items-center gap-1.5">
        <input
          type="color"
          aria-label={label}
          disabled={disabled}
          className="h-8 w-9 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5 disabled:cursor-not-allowed disabled:opacity-50"
          value={normalizeHex(value)?.toLowerCase() ?? "#ffffff"}
          onChange={(e) => onCommit(e.target.value.toUpperCase())}
        />
        <input
          id={id}
          data-testid={testId}
          disabled={disabled}
          className={cn(fieldClasses, "font-mono uppercase disabled:bg-slate-50 disabled:text-slate-400")}
          value={text}
          maxLength={7}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            commitText();
          }}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") e.currentTarget.blur();
            if (e.key === "Escape") {
              setText(value);
              e.currentTarget.blur();
            }
          }}
        />
      </div>
    </div>
  );
}

export function SelectField({
  label,
  testId,
  children,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; testId?: string }) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select id={id} data-testid={testId} className={cn(fieldClasses, "pr-6")} {...rest}>
        {children}
      </select>
    </div>
  );
}

export function PanelSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t border-slate-200 px-4 py-3 first:border-t-0">
      {title && <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>}
      {children}
    </section>
  );
}
