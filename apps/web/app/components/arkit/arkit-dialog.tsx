// The ARKit project dialog (platform spec 2): step load-model (choose a GLB, enter a name), then
// step project (QR). Creating starts at load-model; opening an item starts at project; "Replace
// Model" goes back to load-model for that project.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import type { ArkitProject } from "./arkit-api";
import { DeleteArkitDialog } from "./delete-arkit-dialog";
import { LoadModelStep } from "./load-model-step";
import { ProjectStep } from "./project-step";
import type { DerivativeKind, ProjectJobs } from "./use-model-derivatives";

export type DialogTarget = { kind: "create" } | { kind: "project"; project: ArkitProject };

type Props = {
  target: DialogTarget | null;
  arHost: string;
  jobs: ProjectJobs | undefined;
  onClose(): void;
  /** A model was uploaded (a new project or a replaced model); `model` is the file sent. */
  onSaved(project: ArkitProject, model: File): void;
  onProjectChanged(project: ArkitProject): void;
  onRetry(project: ArkitProject, kind: DerivativeKind): void;
  /** The project was deleted (after its confirmation). */
  onDeleted(project: ArkitProject): void;
};

export function ArkitDialog({ target, ...rest }: Props) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && rest.onClose()}>
      {/* Keyed per project, so each opening starts at its own first step with fresh fields. */}
      {target && (
        <ArkitDialogContent key={target.kind === "create" ? "create" : target.project.id} target={target} {...rest} />
      )}
    </Dialog>
  );
}

function ArkitDialogContent({
  target,
  arHost,
  jobs,
  onClose,
  onSaved,
  onProjectChanged,
  onRetry,
  onDeleted,
}: Omit<Props, "target"> & { target: DialogTarget }) {
  const { t } = useTranslation();
  const [replacing, setReplacing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const project = target.kind === "project" ? target.project : null;
  const step = !project || replacing ? "load-model" : "project";
  const title = !project
    ? t("arkit.dialog.createTitle")
    : replacing
      ? t("arkit.dialog.replaceTitle", { name: project.name })
      : project.name;

  // One DialogContent for both steps (no overlay flash between them); the load-model form is
  // submitted by the footer's Save through its id, and reports while it is sending.
  const formId = useId();
  const [sending, setSending] = useState(false);
  const close = () => {
    setReplacing(false);
    onClose();
  };
  const footer =
    step === "load-model" ? (
      <>
        <Button variant="secondary" onClick={project ? () => setReplacing(false) : close}>
          {t("arkit.form.cancel")}
        </Button>
        <Button type="submit" form={formId} loading={sending} data-testid="arkit-save">
          {t("arkit.form.save")}
        </Button>
      </>
    ) : (
      <>
        <Button
          variant="ghost"
          className="mr-auto text-red-600 hover:text-red-700"
          onClick={() => setDeleting(true)}
          data-testid="arkit-delete"
        >
          {t("arkit.project.delete")}
        </Button>
        <Button variant="secondary" onClick={() => setReplacing(true)} data-testid="arkit-replace">
          {t("arkit.project.replace")}
        </Button>
        <Button onClick={close}>{t("arkit.project.done")}</Button>
      </>
    );

  return (
    <DialogContent
      title={<span className="block truncate pr-8">{title}</span>}
      width={step === "project" ? 720 : 520}
      footer={footer}
      data-testid="arkit-dialog"
    >
      <div className="flex flex-col gap-5" data-step={step} data-testid="arkit-step">
        <StepIndicator step={step} />
        {step === "load-model" ? (
          <LoadModelStep
            formId={formId}
            project={project}
            onSendingChange={setSending}
            onSaved={(saved, model) => {
              setReplacing(false);
              onSaved(saved, model);
            }}
          />
        ) : (
          project && (
            <ProjectStep
              project={project}
              link={`${arHost}/arkit/${project.id}`}
              jobs={jobs}
              onProjectChanged={onProjectChanged}
              onRetry={(kind) => onRetry(project, kind)}
            />
          )
        )}
      </div>
      {project && (
        <DeleteArkitDialog
          project={project}
          open={deleting}
          onOpenChange={setDeleting}
          onDeleted={() => onDeleted(project)}
        />
      )}
    </DialogContent>
  );
}

function StepIndicator({ step }: { step: "load-model" | "project" }) {
  const { t } = useTranslation();
  const steps = [
    { id: "load-model", label: t("arkit.dialog.steps.loadModel") },
    { id: "project", label: t("arkit.dialog.steps.project") },
  ] as const;
  return (
    <ol className="flex items-center gap-2 text-sm" aria-label={t("arkit.dialog.steps.label")}>
      {steps.map((s, i) => {
        const current = s.id === step;
        return (
          <li key={s.id} className="flex min-w-0 items-center gap-2" aria-current={current ? "step" : undefined}>
            {i > 0 && <span className="h-px w-6 shrink-0 bg-slate-300" aria-hidden="true" />}
            <span
              className={cn(
                "grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold",
                current ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-500",
              )}
            >
              {i + 1}
            </span>
            <span className={cn("truncate", current ? "font-medium text-slate-900" : "text-slate-500")}>{s.label}</span>
          </li>
        );
      })}
    </ol>
  );
}
