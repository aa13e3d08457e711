// Choosing a file for the project's assets: the picker takes what the server stores (GLB,
// images, videos, audio), and a video under 20 MB may skip compression (editors spec 5). The
// upload itself runs in the shell's pipeline and shows in the upload panel.
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../ui/checkbox";
import { Dialog } from "../ui/dialog";
import { DialogForm } from "../ui/form-dialog";
import { formatBytes } from "../../lib/format-bytes";
import { ASSET_ACCEPT, ASSET_MAX_BYTES, assetKind, canDisableCompression } from "./asset-files";
import { FileField } from "./file-field";
import { fileRefusalKey, type FileRefusal } from "./refusal-messages";

export function UploadAssetDialog({
  open,
  onClose,
  onUpload,
}: {
  open: boolean;
  onClose(): void;
  onUpload(file: File, opts: { disableCompressing: boolean }): void;
}) {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [disable, setDisable] = useState(false);
  const [error, setError] = useState<FileRefusal | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setDisable(false);
    setError(null);
  }, [open]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setError("required");
    if (file.size === 0) return setError("empty");
    if (!assetKind(file)) return setError("type");
    if (file.size > ASSET_MAX_BYTES) return setError("too_large");
    onUpload(file, { disableCompressing: disable && canDisableCompression(file) });
  };

  const offerDisable = file !== null && canDisableCompression(file);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogForm
        title={t("arProjects.assets.uploadTitle")}
        description={t("arProjects.assets.uploadText")}
        width={480}
        testId="upload-asset-dialog"
        submitTestId="upload-asset-submit"
        cancelLabel={t("arProjects.common.cancel")}
        submitLabel={t("arProjects.assets.upload")}
        pending={false}
        onSubmit={submit}
      >
        <FileField
          label={t("arProjects.assets.file")}
          accept={ASSET_ACCEPT}
          file={file}
          hint={file ? formatBytes(file.size, i18n.language) : t("arProjects.assets.fileHint")}
          error={error ? t(fileRefusalKey(error)) : undefined}
          onFile={(f) => {
            setFile(f);
            setError(null);
            if (f && !canDisableCompression(f)) setDisable(false);
          }}
          testId="asset-file"
        />
        {offerDisable && (
          <Checkbox
            checked={disable}
            onCheckedChange={setDisable}
            label={
              <span className="flex flex-col">
                <span className="font-medium text-slate-800">{t("arProjects.assets.disableCompressing")}</span>
                <span className="text-xs leading-5 text-slate-500">
                  {t("arProjects.assets.disableCompressingHint")}
                </span>
              </span>
            }
            data-testid="asset-disable-compressing"
          />
        )}
      </DialogForm>
    </Dialog>
  );
}
