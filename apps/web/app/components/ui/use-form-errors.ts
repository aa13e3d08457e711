// The error state every form here keeps: field codes plus a form-level message, focus moved to the
// first invalid field after each failed attempt (and at no other time), a field's error cleared
// as the user edits that field.
import { useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorKey, noErrors, requiredErrors, toFormErrors, type FormErrors } from "../../lib/api-error";
import { useFocusInvalid } from "../../lib/use-focus-invalid";

type FieldCodes<F extends string> = Partial<Record<F, string>>;

export function useFormErrors<F extends string>(
  /** The i18n key of a field's error code (default: the shared field codes). */
  keyOf: (field: F, code: string) => string = (_field, code) => fieldErrorKey(code),
) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors<F>>(noErrors);
  // A new object per failed attempt: clearing a field's error while typing must not move focus.
  const [attempt, setAttempt] = useState({});
  useFocusInvalid(formRef, attempt);

  /** Shows the errors of a failed attempt and moves focus to the first invalid field. */
  const fail = (next: FormErrors<F>) => {
    setErrors(next);
    setAttempt({});
  };
  return {
    formRef,
    errors,
    fail,
    /** Applies the client-side rules' verdict; true when there is nothing to show and the form may be sent. */
    check(fields: FieldCodes<F>) {
      if (Object.keys(fields).length > 0) {
        fail({ fields });
        return false;
      }
      setErrors(noErrors);
      return true;
    },
    /** Drops the errors of the fields the user just edited. */
    clear(fields: readonly string[]) {
      setErrors((er) => ({
        ...er,
        fields: Object.fromEntries(Object.entries(er.fields).filter(([k]) => !fields.includes(k))) as FieldCodes<F>,
      }));
    },
    /** The translated error of a field, or undefined. */
    message(field: F) {
      const code = errors.fields[field];
      return code ? t(keyOf(field, code)) : undefined;
    },
  };
}

/** A form of text fields that are all required: values, errors, and the props that bind a TextField. */
export function useTextForm<F extends string>(initial: Record<F, string>) {
  const form = useFormErrors<F>();
  const [values, setValues] = useState(initial);
  return {
    ...form,
    values,
    setValues,
    /** Checks that every field is filled in; false (and the missing fields marked) otherwise. */
    checkRequired: () => form.check(requiredErrors(values)),
    /** Shows a failed call's errors on this form's fields (any other as the form's message); returns them. */
    failCall(err: unknown) {
      const next = toFormErrors(err, Object.keys(initial) as F[]);
      form.fail(next);
      return next;
    },
    /** name, value, error and onChange for the TextField of `name`. */
    field: (name: F) => ({
      name,
      value: values[name],
      error: form.message(name),
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        setValues((v) => ({ ...v, [name]: e.target.value }));
        if (form.errors.fields[name]) form.clear([name]);
      },
    }),
  };
}
