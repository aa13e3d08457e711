// Colour input of the print dialog (spec 5): hex typed with or without '#'. The text is a draft
// until blur or Enter; then card-layout's acceptColorInput either normalises it or reverts to
// the previous colour. The swatch is a native picker for people who prefer to pick.
import * as Label from "@radix-ui/react-label";
import { acceptColorInput } from "@ar/card-layout";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { inputClasses } from "../ui/text-field";
import { useDraft } from "../ui/use-draft";

export function ColorField({
  label,
  value,
  onCommit,
  disabled,
  className,
  ...rest
}: {
  label: string;
  /** Committed '#RRGGBB'. */
  value: string;
  /** Called with the raw text; the parent runs it through the same rule (commitColor). */
  onCommit: (input: string) => void;
  disabled?: boolean;
  className?: string;
  "data-testid"?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const draft = useDraft(value, (text) => {
    onCommit(text);
    return acceptColorInput(value, text);
  });

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label.Root htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </Label.Root>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t("print.placement.pickColor", { name: label })}
          value={value.toLowerCase()}
          disabled={disabled}
          onChange={(e) => onCommit(e.target.value)}
          className="h-10 w-10 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 disabled:cursor-not-allowed"
        />
        <input
          id={id}
          type="text"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          disabled={disabled}
          title={t("print.placement.colorHint")}
          data-testid={rest["data-testid"]}
          {...draft}
          className={cn(inputClasses, "font-mono uppercase")}
        />
      </div>
    </div>
  );
}
