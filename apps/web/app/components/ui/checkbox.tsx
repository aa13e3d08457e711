import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import * as Label from "@radix-ui/react-label";
import { useId, type ReactNode } from "react";
import { cn } from "../../lib/cn";
import { CheckIcon } from "./icons";

export type CheckboxProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** May hold links (e.g. the sign-up agreement); clicking them does not toggle the box. */
  label: ReactNode;
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  "data-testid"?: string;
};

export function Checkbox({ checked, onCheckedChange, label, name, id, disabled, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <CheckboxPrimitive.Root
        id={boxId}
        name={name}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(v) => onCheckedChange(v === true)}
        data-testid={rest["data-testid"]}
        className={cn(
          "mt-0.5 grid size-5 shrink-0 place-items-center rounded-md border border-slate-300 bg-white shadow-xs transition-colors",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500",
          "data-[state=checked]:border-brand-600 data-[state=checked]:bg-brand-600 data-[state=checked]:text-white",
          "disabled:cursor-not-allowed disabled:opacity-50",
        )}
      >
        <CheckboxPrimitive.Indicator>
          <CheckIcon className="size-3.5" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <Label.Root htmlFor={boxId} className="text-sm leading-6 text-slate-700">
        {label}
      </Label.Root>
    </div>
  );
}
