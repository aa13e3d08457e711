// Step load-model (platform spec 2 "ARKit"): choose a GLB file and enter a name, then Save sends
// both with real upload progress. For "Replace Model" the name starts as the project's, and the
// QR stays the same (it encodes the project, not the file).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Message } from "../../lib/api-error";
import { useFocusInvalid } from "../../lib/use-focus-invalid";
import { uploadWithProgress } from "../../lib/upload-with-progress";
import { Alert } from "../ui/alert";
import { CubeIcon, UploadIcon } from "../ui/icons";
import { ProgressBar } from "../ui/progress-bar";
import { TextField } from "../ui/text-field";
import { cn } from "../../lib/cn";
import { formatBytes } from "../../lib/format-bytes";
import { arkitCreateUrl, arkitUpdateUrl, type ArkitProject } from "./arkit-api";
import {
  ARKIT_MODEL_ACCEPT,
  ARKIT_NAME_MAX,
  nameAfterFile,
  savePhase,
  uploadErrors,
  validateLoadModel,
  type LoadModelErrors,
} from "./model-rules";

export function LoadModelStep({
  formId,
  project,
  onSendingChange,
  onSaved,
}: {
  formId: string;
  /** null when creating; the project whose model is replaced otherwise. */
  project: ArkitProject | null;
  onSendingChange(sending: boolean): void;
  onSaved(project: ArkitProject, model: File): void;
}) {
  const { t, i18n } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState(project?.name ?? "");
  // The name follows the chosen file until the user types one of their own.
  const [nameTouched, setNameTouched] = useState(project !== null);
  const [errors, setErrors] = useState<LoadModelErrors>({});
  const [formError, setFormError] = useState<Message | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const [attempt, setAttempt] = useState({});
  const abort = useRef<AbortController | null>(null);
  useFocusInvalid(formRef, attempt);

  // Leaving the step (Cancel, closing the dialog) stops an upload under way.
  useEffect(() => () => abort.current?.abort(), []);

  const initialName = project?.name ?? "";
  const pick = (picked: File | undefined) => {
    if (!picked) return;
    setFile(picked);
    const fileError = validateLoadModel({ name: "x", file: picked }).file;
    setErrors((e) => ({ ...e, file: fileError }));
    setFormError(undefined);
    if (!nameTouched) {
      // A refused file never lends its name (issue 22): the field goes back to where it started.
      setName(
        nameAfterFile({
          fileName: picked.name,
          refused: Boolean(fileError),
          nameTouched,
          current: name,
          initial: initialName,
        }),
      );
      setErrors((e) => ({ ...e, name: undefined }));
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (progress !== null) return;
    const invalid = validateLoadModel({ name, file });
    setErrors(invalid);
    setFormError(undefined);
    setAttempt({});
    if (Object.keys(invalid).length > 0 || !file) return;

    const body = new FormData();
    body.append("name", name.trim());
    body.append("file", file, file.name);
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    onSendingChange(true);
    try {
      const saved = await uploadWithProgress<ArkitProject>({
        url: project ? arkitUpdateUrl(project.id) : arkitCreateUrl,
        body,
        signal: controller.signal,
        onProgress: (p) => setProgress(p.percent),
      });
      onSaved(saved, file);
    } catch (err) {
      const mapped = uploadErrors(err);
      if (mapped) {
        setErrors(mapped.fields);
        setFormError(mapped.form);
        setAttempt({});
        // The server refused the file: its name does not stay in the field either.
        if (mapped.fields.file && !nameTouched) setName(initialName);
      }
    } finally {
      if (!controller.signal.aborted) {
        setProgress(null);
        onSendingChange(false);
      }
    }
  };

  const fileError = errors.file ? t(errors.file.key, errors.file.values) : undefined;
  return (
    <form
      id={formId}
      ref={formRef}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      data-testid="arkit-load-model"
    >
      {project && <p className="text-sm text-slate-600">{t("arkit.form.replaceHint")}</p>}
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-700" id={`${formId}-file-label`}>
          {t("arkit.form.file")}
        </span>
        <label
          className={cn(
            "flex cursor-pointer items-center gap-3 rounded-xl border border-dashed px-4 py-4 transition-colors focus-within:ring-3 focus-within:ring-brand-500/20 hover:bg-slate-50",
            fileError
              ? "border-red-400 bg-red-50/40"
              : file
                ? "border-brand-300 bg-brand-50/40"
                : "border-slate-300 bg-white",
          )}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            pick(e.dataTransfer.files[0]);
          }}
        >
          <span
            className={cn(
              "grid size-10 shrink-0 place-items-center rounded-lg",
              file ? "bg-brand-100 text-brand-700" : "bg-slate-100 text-slate-500",
            )}
          >
            {file ? <CubeIcon className="size-5" /> : <UploadIcon className="size-5" />}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium text-slate-900" data-testid="arkit-file-name">
              {file ? file.name : t("arkit.form.choose")}
            </span>
            <span className="block text-xs text-slate-500">
              {file ? `${formatBytes(file.size, i18n.language)} · ${t("arkit.form.change")}` : t("arkit.form.fileHint")}
            </span>
          </span>
          <input
            ref={inputRef}
            type="file"
            accept={ARKIT_MODEL_ACCEPT}
            className="sr-only"
            aria-labelledby={`${formId}-file-label`}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${formId}-file-error` : undefined}
            data-testid="arkit-file-input"
            disabled={progress !== null}
            onChange={(e) => {
              pick(e.target.files?.[0]);
              // The same file chosen again after a failure still fires a change.
              e.target.value = "";
            }}
          />
        </label>
        {fileError && (
          <p id={`${formId}-file-error`} className="text-xs font-medium text-red-600">
            {fileError}
          </p>
        )}
      </div>
      <TextField
        label={t("arkit.form.name")}
        value={name}
        maxLength={ARKIT_NAME_MAX}
        autoComplete="off"
        disabled={progress !== null}
        error={errors.name ? t(errors.name.key, errors.name.values) : undefined}
        onChange={(e) => {
          setName(e.target.value);
          setNameTouched(true);
          setErrors((errs) => ({ ...errs, name: undefined }));
        }}
      />
      {progress !== null && (
        // Real progress: the bytes sent, then the server's check (the bar stays full, the label says what is left).
        <div className="flex flex-col gap-1" data-phase={savePhase(progress)} data-testid="arkit-save-phase">
          <p className="text-xs text-slate-600" role="status">
            {t(savePhase(progress) === "checking" ? "arkit.form.checking" : "arkit.form.uploading")}
          </p>
          <ProgressBar
            value={progress}
            label={t(savePhase(progress) === "checking" ? "arkit.form.checking" : "arkit.form.uploading")}
            size="md"
            testId="arkit-model-progress"
          />
        </div>
      )}
      {formError && <Alert tone="error">{t(formError.key, formError.values)}</Alert>}
    </form>
  );
}
