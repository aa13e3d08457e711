// Number inputs: typed as text (so "1," or "" can stand while typing), no autocomplete, the
// keyboard a phone shows for numbers. NumberDraftField commits on blur or Enter only.
import { TextField, type TextFieldProps } from "./text-field";
import { useDraft } from "./use-draft";

export type NumberFieldProps = Omit<TextFieldProps, "inputMode" | "onChange" | "value"> & {
  value: string;
  /** Allows a decimal separator (the phone keyboard shows one). */
  decimal?: boolean;
  onValueChange(text: string): void;
};

export function NumberField({ decimal, onValueChange, ...rest }: NumberFieldProps) {
  return (
    <TextField
      inputMode={decimal ? "decimal" : "numeric"}
      autoComplete="off"
      {...rest}
      onChange={(e) => onValueChange(e.target.value)}
    />
  );
}

/** Reads typed text as a number ("," or "." as the separator); undefined when it is not one. */
export function parseNumberText(text: string): number | undefined {
  const n = Number(text.trim().replace(",", "."));
  return text.trim() !== "" && Number.isFinite(n) ? n : undefined;
}

/**
 * A number committed on blur or Enter. The parent returns the value it actually used (after
 * clamping), which the field then shows; text that is not a number reverts.
 */
export function NumberDraftField({
  value,
  onCommit,
  ...rest
}: Omit<TextFieldProps, "inputMode" | "onChange" | "value" | "onBlur" | "onKeyDown"> & {
  value: number;
  onCommit(value: number): number;
}) {
  const draft = useDraft(String(value), (text) => {
    const n = parseNumberText(text);
    return String(n === undefined ? value : onCommit(n));
  });
  return <TextField inputMode="numeric" autoComplete="off" {...rest} {...draft} />;
}
