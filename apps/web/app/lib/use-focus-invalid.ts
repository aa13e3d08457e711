import { useEffect, type RefObject } from "react";

/**
 * After a failed submit, moves focus to the first invalid field so keyboard and screen-reader users
 * land on it. `attempt` must change on each failed submit and at no other time (a new object per
 * attempt): passing the errors themselves would pull focus away while the user types and a field's
 * error clears.
 */
export function useFocusInvalid(formRef: RefObject<HTMLFormElement | null>, attempt: object) {
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, attempt]);
}
