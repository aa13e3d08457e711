import { useEffect, type RefObject } from "react";

/** After a failed submit, moves focus to the first invalid field so keyboard and screen-reader users land on it. */
export function useFocusInvalid(formRef: RefObject<HTMLFormElement | null>, errors: object) {
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, errors]);
}
