// The publication block of the editor home's settings: what is live, and Unpublish (after a
// confirmation, since the printed QR codes stop working) for a published project.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Button } from "../ui/button";
import type { EditorProject } from "./editor-contract";
import { PublishStatus } from "./publish-status";

export function PublishSettings({ project, onChanged }: { project: EditorProject; onChanged(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unpublish = trpc.projects.unpublish.useMutation();
  const live = project.liveVersion !== null;

  const confirm = async () => {
    try {
      await unpublish.mutateAsync({ projectId: project.id });
      setOpen(false);
      onChanged();
    } catch {
      // The dialog stays open with the error (ConfirmDialog).
    }
  };

  return (
    <section
      className="flex flex-col gap-2 border-t border-slate-100 pt-4"
      data-testid="publish-settings"
      aria-labelledby="publish-settings-heading"
    >
      <h3 id="publish-settings-heading" className="text-sm font-medium text-slate-700">
        {t("arProjects.publish.unpublish.heading")}
      </h3>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PublishStatus project={project} className="text-sm" />
        {live && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              unpublish.reset();
              setOpen(true);
            }}
            data-testid="unpublish"
          >
            {t("arProjects.publish.unpublish.action")}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("arProjects.publish.unpublish.title")}
        description={t("arProjects.publish.unpublish.text")}
        confirmLabel={t("arProjects.publish.unpublish.confirm")}
        cancelLabel={t("arProjects.common.cancel")}
        tone="danger"
        pending={unpublish.isPending}
        error={unpublish.isError ? t("arProjects.publish.unpublish.error") : undefined}
        onConfirm={() => void confirm()}
        data-testid="unpublish-dialog"
      />
    </section>
  );
}
