// A number typed as text and committed on blur or Enter, so a half-typed value is not clamped
// under the cursor. The parent returns the value it actually used (after clamping), which the
// field then shows; text that is not a number reverts.
import { useEffect, useState } from "react";
import { TextField } from "../ui/text-field";

export function NumberDraftField({ label, value, onCommit, className, ...rest }: {
  label: string;
  value: number;
  onCommit(value: number): number;
  className?: string;
  "data-testid"?: string;
}) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const n = Number(draft.trim().replace(",", "."));
    setDraft(String(draft.trim() !== "" && Number.isFinite(n) ? onCommit(n) : value));
  };

  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      value={draft}
      className={className}
      data-testid={rest["data-testid"]}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") {
          e.preventDefault();
          commit();
        }
      }}
    />
  );
}
