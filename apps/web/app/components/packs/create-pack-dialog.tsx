// "Create custom pack": a name (required) and an author name (optional). The new pack is handed
// to the page, which opens it so items can be added right away.
import { useId, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Button } from "../ui/button";
import { Dialog, DialogClose, DialogContent } from "../ui/dialog";
import { FormError } from "../ui/form-error";
import { PackDetailsFields } from "./pack-details-fields";
import type { PackType } from "./pack-files";
import { packInput } from "./pack-form";
import type { Pack } from "./packs-api";
import { usePackForm } from "./use-pack-form";

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
  const form = usePackForm({ name: "", authorName: "" });
  const create = trpc.packs.create.useMutation();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending || !form.valid()) return;
    create.mutate({ type, ...packInput(form.values) }, { onSuccess: onCreated, onError: form.failCall });
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
      <form id={formId} ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PackDetailsFields values={form.values} message={form.message} autoFocus onChange={form.change} />
        <FormError error={form.formError} />
      </form>
    </DialogContent>
  );
}
