// A labelled file picker with the chosen file's name and a field error, in the kit's look.
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { UploadIcon } from "../ui/icons";

export function FileField({
  label,
  accept,
  file,
  error,
  hint,
  onFile,
  testId,
}: {
  label: string;
  accept: string;
  file: File | null;
  error?: string;
  hint?: string;
  onFile(file: File | null): void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div
        className={cn(
          "flex items-center gap-3 rounded-lg border border-dashed bg-slate-50 px-3 py-2.5",
          error ? "border-red-400" : "border-slate-300",
        )}
      >
        <button
          type="button"
          onClick={() => input.current?.click()}
          className="inline-flex h-8 shrink-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <UploadIcon className="size-4" />
          {t("arProjects.common.chooseFile")}
        </button>
        <span
          className={cn("min-w-0 truncate text-sm", file ? "text-slate-800" : "text-slate-500")}
          data-testid={testId ? `${testId}-name` : undefined}
        >
          {file ? file.name : t("arProjects.common.noFile")}
        </span>
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          className="sr-only"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      </div>
      {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
