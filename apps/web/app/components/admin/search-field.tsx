import { useId } from "react";
import { cn } from "../../lib/cn";
import { inputClasses } from "../ui/text-field";
import { SearchIcon } from "./admin-icons";

/** A search box whose label is for screen readers only (the icon and placeholder say it to sighted users). */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange(value: string): void;
  className?: string;
}) {
  const id = useId();
  return (
    <div role="search" className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClasses, "pl-9")}
        data-testid="account-search"
      />
    </div>
  );
}
