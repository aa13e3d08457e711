// Renaming a pack (its author or an admin): the same name/author rules as creating one.
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "../../lib/api-error";
import { useFocusInvalid } from "../../lib/use-focus-invalid";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { CheckIcon } from "../ui/icons";
import { PackDetailsFields } from "./pack-details-fields";
import { packInput, packServerErrors, validatePackForm, type PackFieldErrors, type PackFormValues } from "./pack-form";
import type { Pack } from "./packs-api";

export function PackRenameForm({ pack, onSaved }: { pack: Pack; onSaved(pack: Pack): void }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PackFormValues>({ name: pack.name, authorName: pack.authorName ?? "" });
  const [errors, setErrors] = useState<PackFieldErrors>({});
  const [formError, setFormError] = useState<Message | undefined>();
  const [saved, setSaved] = useState(false);
  const [attempt, setAttempt] = useState({});
  const update = trpc.packs.update.useMutation();
  useFocusInvalid(formRef, attempt);

  const next = packInput(values);
  const changed = next.name !== pack.name || next.authorName !== (pack.authorName ?? null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    const invalid = validatePackForm(values);
    setErrors(invalid);
    setFormError(undefined);
    setAttempt({});
    if (Object.keys(invalid).length > 0) return;
    update.mutate(
      { packId: pack.id, ...next },
      {
        onSuccess: (p) => {
          setSaved(true);
          onSaved(p);
        },
        onError: (err) => {
          const mapped = packServerErrors(err);
          setErrors(mapped.fields);
          setFormError(mapped.form);
          setAttempt({});
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="pack-rename-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <PackDetailsFields
          values={values}
          errors={errors}
          onChange={(patch) => {
            setValues((v) => ({ ...v, ...patch }));
            setErrors((errs) => Object.fromEntries(Object.entries(errs).filter(([k]) => !(k in patch))));
            setSaved(false);
          }}
        />
      </div>
      <div className="flex items-center justify-end gap-3">
        {saved && !changed && (
          <span role="status" className="inline-flex items-center gap-1 text-sm text-emerald-700">
            <CheckIcon className="size-4" />
            {t("packs.form.saved")}
          </span>
        )}
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          loading={update.isPending}
          disabled={!changed}
          data-testid="pack-rename-save"
        >
          {t("packs.form.save")}
        </Button>
      </div>
      {formError && <Alert tone="error">{t(formError.key, formError.values)}</Alert>}
    </form>
  );
}
