// Renaming a pack (its author or an admin): the same name/author rules as creating one.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Button } from "../ui/button";
import { FormError } from "../ui/form-error";
import { CheckIcon } from "../ui/icons";
import { PackDetailsFields } from "./pack-details-fields";
import { packInput } from "./pack-form";
import type { Pack } from "./packs-api";
import { usePackForm } from "./use-pack-form";

export function PackRenameForm({ pack, onSaved }: { pack: Pack; onSaved(pack: Pack): void }) {
  const { t } = useTranslation();
  const form = usePackForm({ name: pack.name, authorName: pack.authorName ?? "" });
  const [saved, setSaved] = useState(false);
  const update = trpc.packs.update.useMutation();

  const next = packInput(form.values);
  const changed = next.name !== pack.name || next.authorName !== (pack.authorName ?? null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending || !form.valid()) return;
    update.mutate(
      { packId: pack.id, ...next },
      {
        onSuccess: (p) => {
          setSaved(true);
          onSaved(p);
        },
        onError: form.failCall,
      },
    );
  };

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3"
      data-testid="pack-rename-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PackDetailsFields
          values={form.values}
          message={form.message}
          onChange={(patch) => {
            form.change(patch);
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
      <FormError error={form.formError} />
    </form>
  );
}
