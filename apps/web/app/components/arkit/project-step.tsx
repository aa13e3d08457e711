// Step project (platform spec 2 "ARKit"): the QR of the project (230 px, spec 9), the name, the
// stored files (the GLB, and the USDZ for iOS AR Quick Look) and the preview, with the progress of
// the preview and USDZ the browser makes after a model is saved.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "../../lib/api-error";
import { uploadWithProgress } from "../../lib/upload-with-progress";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { LinkActions } from "../ui/link-actions";
import { inputClasses } from "../ui/text-field";
import { ARKIT_QR_SIZE, arkitQrUrl, arkitUpdateUrl, type ArkitProject } from "./arkit-api";
import { ArkitModelView } from "./arkit-model-view";
import { DerivativeRow } from "./derivative-row";
import { ARKIT_NAME_MAX, uploadErrors } from "./model-rules";
import type { DerivativeKind, ProjectJobs } from "./use-model-derivatives";

export function ProjectStep({
  project,
  link,
  jobs,
  onProjectChanged,
  onRetry,
}: {
  project: ArkitProject;
  /** The page the QR opens ({AR viewer}/arkit/{id}), written out beside it. */
  link: string;
  jobs: ProjectJobs | undefined;
  onProjectChanged(project: ArkitProject): void;
  onRetry(kind: DerivativeKind): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)]" data-testid="arkit-project">
      <figure className="flex flex-col items-center gap-2 self-start">
        <div className="rounded-xl border border-slate-200 bg-white p-2 shadow-xs">
          <img
            src={arkitQrUrl(project.id)}
            width={ARKIT_QR_SIZE}
            height={ARKIT_QR_SIZE}
            alt={t("arkit.project.qrAlt", { name: project.name })}
            className="block size-[230px]"
            data-testid="arkit-qr"
          />
        </div>
        <figcaption className="max-w-[246px] text-center text-xs text-slate-500">
          {t("arkit.project.qrHint")}
        </figcaption>
        <LinkActions
          link={link}
          qrSrc={arkitQrUrl(project.id)}
          qrFileName={`arkit-${project.id}-qr.svg`}
          linkTestId="arkit-link"
          className="max-w-[246px]"
        />
      </figure>
      <div className="flex min-w-0 flex-col gap-5">
        <RenameForm project={project} onProjectChanged={onProjectChanged} />
        {project.modelSrc && <ArkitModelView key={project.modelSrc} src={project.modelSrc} name={project.name} />}
        <section className="flex flex-col gap-2" aria-labelledby={`arkit-files-${project.id}`}>
          <h3 id={`arkit-files-${project.id}`} className="text-sm font-medium text-slate-700">
            {t("arkit.project.files")}
          </h3>
          <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
            <DerivativeRow
              label={t("arkit.project.glb")}
              href={project.modelSrc}
              download={`${project.name}.glb`}
              testId="arkit-glb"
            />
            <DerivativeRow
              label={t("arkit.project.usdz")}
              href={project.usdzSrc}
              download={`${project.name}.usdz`}
              job={jobs?.usdz}
              makingText={t("arkit.project.exporting")}
              onRetry={() => onRetry("usdz")}
              testId="arkit-usdz"
            />
            <DerivativeRow
              label={t("arkit.project.preview")}
              href={project.previewSrc}
              thumbnail={project.previewSrc}
              job={jobs?.preview}
              makingText={t("arkit.project.rendering")}
              onRetry={() => onRetry("preview")}
              testId="arkit-preview"
            />
          </ul>
        </section>
      </div>
    </div>
  );
}

/** The name, renamed in place with POST /api/arkit/{id} (name only). */
function RenameForm({
  project,
  onProjectChanged,
}: {
  project: ArkitProject;
  onProjectChanged(project: ArkitProject): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(project.name);
  const [error, setError] = useState<Message | undefined>();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const inputId = `arkit-name-${project.id}`;
  const unchanged = name.trim() === project.name;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaved(false);
    if (name.trim() === "") return setError({ key: "errors.required" });
    if (unchanged) return;
    const body = new FormData();
    body.append("name", name.trim());
    setSaving(true);
    setError(undefined);
    try {
      const updated = await uploadWithProgress<ArkitProject>({ url: arkitUpdateUrl(project.id), body });
      onProjectChanged(updated);
      setName(updated.name);
      setSaved(true);
    } catch (err) {
      const mapped = uploadErrors(err);
      setError(mapped?.fields.name ?? mapped?.form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-1.5" data-testid="arkit-rename">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {t("arkit.form.name")}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={name}
          maxLength={ARKIT_NAME_MAX}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={inputClasses}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
            setSaved(false);
          }}
        />
        <Button type="submit" variant="secondary" loading={saving} disabled={unchanged && name.trim() !== ""}>
          {t("arkit.project.rename")}
        </Button>
      </div>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-red-600">
          {t(error.key, error.values)}
        </p>
      )}
      {saved && !error && (
        <Alert tone="success" className="py-2">
          {t("arkit.project.renamed")}
        </Alert>
      )}
    </form>
  );
}
