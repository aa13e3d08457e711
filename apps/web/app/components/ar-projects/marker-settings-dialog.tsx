// Marker settings of an image-marker scene (platform spec 5, 7): the marker's natural width and
// free meta JSON (POST .../scenes/{id}/meta), and replacing the marker image (POST .../marker).
import { useEffect, useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { readApiError } from "../../lib/api-error";
import { uploadWithProgress } from "../../lib/upload-with-progress";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Dialog } from "../ui/dialog";
import { DialogForm } from "../ui/form-dialog";
import { inputClasses, TextField } from "../ui/text-field";
import { cn } from "../../lib/cn";
import type { EditorScene } from "./editor-contract";
import { FileField } from "./file-field";
import { checkMarkerFile, MARKER_ACCEPT, type MarkerFileError } from "./marker-files";
import { metaText, metaValue, naturalWidthInput } from "./marker-settings";
import { fileRefusalKey, uploadRefusalCode } from "./refusal-messages";
import { sceneMarkerUrl } from "./projects-api";

export function MarkerSettingsDialog({
  scene,
  onClose,
  onSaved,
}: {
  scene: EditorScene | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const metaId = useId();
  const [width, setWidth] = useState("");
  const [meta, setMeta] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ meta?: boolean; width?: boolean; file?: MarkerFileError; form?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const saveMeta = trpc.projects.saveSceneMeta.useMutation();

  useEffect(() => {
    if (!scene) return;
    setWidth(scene.imageMarker?.naturalWidth ? String(scene.imageMarker.naturalWidth) : "");
    setMeta(metaText(scene.meta));
    setFile(null);
    setErrors({});
    // Reset only when another scene's dialog opens.
  }, [scene?.id]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!scene) return;
    const checked = metaValue(meta);
    const widthChecked = naturalWidthInput(width);
    const fileError = file ? checkMarkerFile(file) : null;
    if (!checked.ok || !widthChecked.ok || fileError) {
      setErrors({ meta: !checked.ok, width: !widthChecked.ok, file: fileError ?? undefined });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await saveMeta.mutateAsync({
        sceneId: scene.id,
        naturalWidth: widthChecked.value,
        meta: checked.value === null ? null : meta,
      });
      if (file) {
        const body = new FormData();
        body.append("file", file, file.name);
        await uploadWithProgress({ url: sceneMarkerUrl(scene.id), body });
      }
      onSaved();
    } catch (err) {
      const refusal = uploadRefusalCode(err);
      const fields = readApiError(err).fields;
      if (refusal) setErrors({ file: refusal as MarkerFileError });
      else if (fields.meta || fields.naturalWidth)
        setErrors({ meta: Boolean(fields.meta), width: Boolean(fields.naturalWidth) });
      else setErrors({ form: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={scene !== null} onOpenChange={(o) => !o && !busy && onClose()}>
      <DialogForm
        title={t("arProjects.marker.title")}
        description={scene?.name}
        width={520}
        testId="marker-settings-dialog"
        submitTestId="marker-save"
        cancelLabel={t("arProjects.common.cancel")}
        submitLabel={t("arProjects.common.save")}
        pending={busy}
        onSubmit={(e) => void submit(e)}
      >
        {scene?.imageMarker?.markerImageSrc && (
          <img
            src={scene.imageMarker.markerImageSrc}
            alt={t("arProjects.marker.imageAlt")}
            className="max-h-40 self-start rounded-lg border border-slate-200 object-contain"
          />
        )}
        <TextField
          label={t("arProjects.marker.naturalWidth")}
          hint={t("arProjects.marker.naturalWidthHint")}
          inputMode="decimal"
          unit={t("arProjects.marker.naturalWidthUnit")}
          error={errors.width ? t("arProjects.refusals.naturalWidth") : undefined}
          value={width}
          onChange={(e) => {
            setWidth(e.target.value);
            setErrors((x) => ({ ...x, width: false }));
          }}
          data-testid="marker-width"
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={metaId} className="text-sm font-medium text-slate-700">
            {t("arProjects.marker.meta")}
          </label>
          <textarea
            id={metaId}
            value={meta}
            rows={5}
            spellCheck={false}
            onChange={(e) => setMeta(e.target.value)}
            aria-invalid={errors.meta ? true : undefined}
            aria-describedby={errors.meta ? `${metaId}-error` : `${metaId}-hint`}
            className={cn(inputClasses, "h-auto py-2 font-mono text-xs")}
            data-testid="marker-meta"
          />
          {errors.meta ? (
            <p id={`${metaId}-error`} role="alert" className="text-xs font-medium text-red-600">
              {t("arProjects.marker.metaInvalid")}
            </p>
          ) : (
            <p id={`${metaId}-hint`} className="text-xs text-slate-500">
              {t("arProjects.marker.metaHint")}
            </p>
          )}
        </div>
        <FileField
          label={t("arProjects.marker.replace")}
          accept={MARKER_ACCEPT}
          file={file}
          hint={t("arProjects.imageScene.fileHint")}
          error={errors.file ? t(fileRefusalKey(errors.file)) : undefined}
          onFile={setFile}
        />
        {errors.form && <Alert tone="error">{t("arProjects.common.saveFailed")}</Alert>}
      </DialogForm>
    </Dialog>
  );
}
