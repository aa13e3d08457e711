// The state of a pack's name/author form, shared by "Create custom pack" and the rename form: the
// values, the rules' and the server's errors (focus on the first invalid field after a failed
// attempt), and edits that clear their field's error.
import { useState } from "react";
import { useFormErrors } from "../ui/use-form-errors";
import {
  packFieldErrorKey,
  packServerErrors,
  validatePackForm,
  type PackField,
  type PackFormValues,
} from "./pack-form";

export function usePackForm(initial: PackFormValues) {
  const form = useFormErrors<PackField>(packFieldErrorKey);
  const [values, setValues] = useState(initial);
  return {
    formRef: form.formRef,
    formError: form.errors.form,
    message: form.message,
    values,
    /** True when the rules find nothing and the form may be sent; else the fields are marked. */
    valid: () => form.check(validatePackForm(values)),
    /** Shows a refused call's errors on the fields (or above them). */
    failCall: (err: unknown) => form.fail(packServerErrors(err)),
    change(patch: Partial<PackFormValues>) {
      setValues((v) => ({ ...v, ...patch }));
      form.clear(Object.keys(patch));
    },
  };
}
