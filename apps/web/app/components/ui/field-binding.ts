// The props that tie a TextField to one string of a form's values, for forms whose values and
// errors live in their parent and whose edits go back as patches.
import type { ChangeEvent } from "react";

type Form<V> = {
  values: V;
  /** The translated error of a field, if any. */
  message(field: string): string | undefined;
  onChange(patch: Partial<V>): void;
  disabled?: boolean;
};

/** name, value, error, disabled and onChange for the field `name` (its error may be kept under another name). */
export function textBinding<V>(form: Form<V>) {
  return <K extends keyof V & string>(name: K, errorOf: string = name) => ({
    name,
    value: form.values[name] as string,
    error: form.message(errorOf),
    disabled: form.disabled,
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.onChange({ [name]: e.target.value } as Partial<V>),
  });
}
