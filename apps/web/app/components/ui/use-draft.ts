// A value typed as text and committed on blur or Enter, so a half-typed value is not judged (or
// clamped) under the cursor. The caller's commit returns the text to show afterwards: the value it
// actually used, or the value in force when the text was refused.
import { useEffect, useState, type KeyboardEvent } from "react";

export function useDraft(value: string, commit: (draft: string) => string) {
  const [draft, setDraft] = useState(value);
  // A committed change (or a revert to the same value) resets the draft to what is in force.
  useEffect(() => setDraft(value), [value]);
  const settle = () => setDraft(commit(draft));
  return {
    value: draft,
    onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
    onBlur: settle,
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === "Enter") {
        e.preventDefault();
        settle();
      }
    },
  };
}
