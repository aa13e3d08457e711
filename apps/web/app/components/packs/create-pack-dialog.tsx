// "Create custom pack": a name (required) and an author name (optional). The new pack is handed
// to the page, which opens it so items can be added right away.
import { useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "../../lib/api-error";
import { useFocusInvalid } from "../../lib/use-focus-invalid";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogClose, DialogContent } from "../ui/dialog";
import { PackDetailsFields } from "./pack-details-fields";
import type { PackType } from "./pack-files";
import { packInput, packServerErrors, validatePackForm, type PackFieldErrors, type PackFormValues } from "./pack-form";
import type { Pack } from "./packs-api";

export function CreatePackDialog({
  type,
  open,
  onOpenChange,
  onCreated,
}: {
  type: PackType;
  open: boolean;
  onOpenChange(open: boolean): void;
  onCreated(pack: Pack): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Mounted per opening, so every opening starts with an empty form. */}
      {open && <CreatePackContent type={type} title={t("packs.createPack")} onCreated={onCreated} />}
    </Dialog>
  );
}

function CreatePackContent({ type, title, onCreated }: { type: PackType; title: string; onCreated(pack: Pack): void }) {
  const { t } = useTranslation();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PackFormValues>({ name: "", authorName: "" });
  const [errors, setErrors] = useState<PackFieldErrors>({});
  const [formError, setFormError] = useState<Message | undefined>();
  // A new object per failed submit: focus moves to the first invalid field then, not while typing.
  const [attempt, setAttempt] = useState({});
  const create = trpc.packs.create.useMutation();
  useFocusInvalid(formRef, attempt);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const invalid = validatePackForm(values);
    setErrors(invalid);
    setFormError(undefined);
    setAttempt({});
    if (Object.keys(invalid).length > 0) return;
    create.mutate(
      { type, ...packInput(values) },
      {
        onSuccess: onCreated,
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
    <DialogContent
      title={title}
      width={440}
      data-testid="create-pack-dialog"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary">{t("packs.form.cancel")}</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={create.isPending} data-testid="create-pack-submit">
            {t("packs.form.create")}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PackDetailsFields
          values={values}
          errors={errors}
          autoFocus
          onChange={(patch) => {
            setValues((v) => ({ ...v, ...patch }));
            // A field's error goes once the user edits that field.
            setErrors((errs) => Object.fromEntries(Object.entries(errs).filter(([k]) => !(k in patch))));
          }}
        />
        {formError && <Alert tone="error">{t(formError.key, formError.values)}</Alert>}
      </form>
    </DialogContent>
  );
}
