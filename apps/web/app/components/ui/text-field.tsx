import * as Label from "@radix-ui/react-label";
import { forwardRef, useId, type InputHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export const inputClasses =
  "block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs " +
  "placeholder:text-slate-500 transition-colors " +
  "focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-500/20 " +
  "disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 " +
  "aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20";

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the input in red; also marks the input invalid for assistive technology. */
  error?: string;
  hint?: string;
  /** A unit shown inside the field, after the value (e.g. "cm"). */
  unit?: string;
};

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, unit, id, className, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label.Root htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </Label.Root>
      {unit ? (
        <div className="relative">
          <input
            ref={ref}
            id={inputId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={cn(inputClasses, "pr-12")}
            {...rest}
          />
          <span
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500"
            aria-hidden
          >
            {unit}
          </span>
        </div>
      ) : (
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses}
          {...rest}
        />
      )}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
