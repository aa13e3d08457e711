// A labelled single choice built on the kit's dropdown menu (radio items), so the print dialog's
// choices look and behave like the rest of the console: keyboard, typeahead, Escape from Radix.
import * as Label from "@radix-ui/react-label";
import { useId } from "react";
import { cn } from "../../lib/cn";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { ChevronsUpDownIcon } from "../ui/icons";
import { inputClasses } from "../ui/text-field";

export type SelectOption<T extends string> = { value: T; label: string };

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  className,
  ...rest
}: {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  className?: string;
  "data-testid"?: string;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const current = options.find((o) => o.value === value)?.label ?? value;
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label.Root id={labelId} htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </Label.Root>
      <DropdownMenu>
        <DropdownMenuTrigger
          id={id}
          disabled={disabled}
          // The name reads "label, current value", as a select would.
          aria-labelledby={`${labelId} ${id}`}
          data-testid={rest["data-testid"]}
          className={cn(inputClasses, "flex items-center justify-between gap-2 text-left")}
        >
          <span className="truncate">{current}</span>
          <ChevronsUpDownIcon className="size-4 shrink-0 text-slate-400" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="min-w-(--radix-dropdown-menu-trigger-width)">
          <DropdownMenuRadioGroup value={value} onValueChange={(v) => onChange(v as T)}>
            {options.map((o) => (
              <DropdownMenuRadioItem key={o.value} value={o.value}>
                {o.label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
