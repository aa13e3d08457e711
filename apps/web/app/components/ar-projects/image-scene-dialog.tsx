// New image-marker scene (platform spec 5): the marker file (jpg or png) is required, the name
// defaults to "Image Marker" (required for code-project markers). Sent as multipart with the
// real upload progress.
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { UploadError, uploadWithProgress } from "../../lib/upload-with-progress";
import { Alert } from "../ui/alert";
import { Dialog } from "../ui/dialog";
import { DialogForm } from "../ui/form-dialog";
import { ProgressBar } from "../ui/progress-bar";
import { TextField } from "../ui/text-field";
import type { EditorProject, EditorScene } from "./editor-contract";
import { FileField } from "./file-field";
import { fileRefusalKey, uploadRefusalCode } from "./refusal-messages";
import { checkMarkerFile, IMAGE_MARKER_NAME, MARKER_ACCEPT, type MarkerFileError } from "./marker-files";
import { imageSceneUrl } from "./projects-api";

export function ImageSceneDialog({
  open,
  project,
  onClose,
  onCreated,
}: {
  open: boolean;
  project: Pick<EditorProject, "id" | "type">;
  onClose(): void;
  onCreated(scene: EditorScene): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(IMAGE_MARKER_NAME);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; file?: MarkerFileError | string; form?: string }>({});
  const [percent, setPercent] = useState<number | null>(null);
  const nameRequired = project.type === "CODE";

  useEffect(() => {
    if (!open) return;
    setName(IMAGE_MARKER_NAME);
    setFile(null);
    setErrors({});
    setPercent(null);
  }, [open]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fileError = checkMarkerFile(file);
    const nameError = nameRequired && name.trim() === "" ? "required" : undefined;
    if (fileError || nameError) {
      setErrors({ file: fileError ?? undefined, name: nameError });
      return;
    }
    const body = new FormData();
    body.append("name", name.trim());
    body.append("file", file!, file!.name);
    setErrors({});
    setPercent(0);
    try {
      const scene = await uploadWithProgress<EditorScene>({
        url: imageSceneUrl(project.id),
        body,
        onProgress: (p) => setPercent(p.percent),
      });
      onCreated(scene);
    } catch (err) {
      setPercent(null);
      const fields = err instanceof UploadError ? err.fields : {};
      const refusal = uploadRefusalCode(err);
      if (refusal) {
        setErrors({ file: refusal });
      } else if (fields.name) setErrors({ name: fields.name });
      else
        setErrors({
          form:
            err instanceof UploadError && err.status === 0
              ? "arProjects.uploads.errors.network"
              : "arProjects.uploads.errors.http",
        });
    }
  };

  const uploading = percent !== null;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !uploading && onClose()}>
      <DialogForm
        title={t(project.type === "CODE" ? "arProjects.imageScene.titleCode" : "arProjects.imageScene.title")}
        description={t("arProjects.imageScene.text")}
        width={480}
        testId="image-scene-dialog"
        submitTestId="image-scene-submit"
        cancelLabel={t("arProjects.common.cancel")}
        submitLabel={t("arProjects.imageScene.create")}
        pending={uploading}
        onSubmit={(e) => void submit(e)}
      >
        <TextField
          label={t("arProjects.imageScene.name")}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          error={
            errors.name ? t(`arProjects.fieldErrors.${errors.name === "required" ? "required" : "invalid"}`) : undefined
          }
        />
        <FileField
          label={t("arProjects.imageScene.file")}
          accept={MARKER_ACCEPT}
          file={file}
          hint={t("arProjects.imageScene.fileHint")}
          error={errors.file ? t(fileRefusalKey(errors.file)) : undefined}
          onFile={(f) => {
            setFile(f);
            setErrors((x) => ({ ...x, file: undefined }));
          }}
          testId="image-scene-file"
        />
        {uploading && <ProgressBar value={percent} label={t("arProjects.imageScene.progress")} />}
        {errors.form && <Alert tone="error">{t(errors.form)}</Alert>}
      </DialogForm>
    </Dialog>
  );
}
