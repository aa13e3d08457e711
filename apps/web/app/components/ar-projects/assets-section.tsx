// The project's assets on the editor's home: every file uploaded to the project with its kind,
// size and processing state, "Upload asset" into the shell's pipeline, and delete (refused while a
// scene, the code or the published version uses the file: docs/decisions/0028), and replace a
// file keeping the asset's id (issue 22): every scene object and code name using it follows; the
// upload panel shows its progress and refusals as for an upload.
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Card, CardBody, CardHeader } from "../ui/card";
import { CubeIcon, ImageIcon, TrashIcon, UploadIcon } from "../ui/icons";
import { ProgressBar } from "../ui/progress-bar";
import { FilmIcon, MusicIcon } from "./ar-icons";
import { jobFailureKey } from "../../lib/job-failure";
import { formatBytes } from "../../lib/format-bytes";
import type { EditorAsset, UploadAsset } from "./editor-contract";
import { UploadAssetDialog } from "./upload-asset-dialog";

const KIND_ICON: Record<string, typeof ImageIcon> = {
  video: FilmIcon,
  image: ImageIcon,
  glb: CubeIcon,
  audio: MusicIcon,
};
/** What the file picker offers when replacing (the server checks the content's kind anyway). */
const KIND_ACCEPT: Record<string, string> = {
  video: "video/*",
  image: "image/*",
  glb: ".glb",
  audio: ".mp3,.ogg,.wav",
};

export function AssetsSection({
  assets,
  uploadAsset,
  onDeleted,
}: {
  assets: readonly EditorAsset[];
  uploadAsset: UploadAsset;
  onDeleted?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = trpc.projects.deleteAsset.useMutation();
  const [confirming, setConfirming] = useState<EditorAsset | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<EditorAsset | null>(null);
  const pickReplacement = (a: EditorAsset) => {
    setReplacing(a);
    const input = replaceInput.current;
    if (!input) return;
    input.accept = KIND_ACCEPT[a.kind] ?? "";
    input.value = "";
    input.click();
  };
  const deleteAsset = async (a: EditorAsset) => {
    setRefusal(null);
    try {
      await remove.mutateAsync({ assetId: a.id });
      setConfirming(null);
      onDeleted?.();
    } catch (err) {
      const code = readApiError(err).fields.assetId;
      setRefusal(
        code === "in_use" || code === "published"
          ? `arProjects.refusals.asset.${code}`
          : "arProjects.assets.deleteFailed",
      );
    }
  };
  return (
    <Card data-testid="assets-section">
      <CardHeader
        title={t("arProjects.assets.title")}
        description={t("arProjects.assets.intro")}
        actions={
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)} data-testid="upload-asset">
            <UploadIcon className="size-4" />
            {t("arProjects.assets.upload")}
          </Button>
        }
      />
      <CardBody>
        {confirming && (
          <Alert tone={refusal ? "error" : "warning"} className="mb-3" data-testid="asset-delete-confirm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1">
                {refusal ? t(refusal) : t("arProjects.assets.deleteConfirm", { name: confirming.name })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => (setConfirming(null), setRefusal(null))}
                disabled={remove.isPending}
              >
                {t("arProjects.common.cancel")}
              </Button>
              {!refusal && (
                <Button
                  variant="danger"
                  size="sm"
                  loading={remove.isPending}
                  onClick={() => void deleteAsset(confirming)}
                  data-testid="asset-delete-yes"
                >
                  {t("arProjects.assets.delete")}
                </Button>
              )}
            </div>
          </Alert>
        )}
        {assets.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
            {t("arProjects.assets.empty")}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {assets.map((a) => {
              const Icon = KIND_ICON[a.kind] ?? ImageIcon;
              const ready = a.uploadStatus === "ready";
              return (
                <li
                  key={a.id}
                  className="flex items-center gap-3 px-3 py-2.5"
                  data-testid="asset-row"
                  data-status={a.uploadStatus}
                >
                  <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500">
                    <Icon className="size-4" />
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-medium text-slate-800" title={a.name}>
                      {a.name}
                    </span>
                    <span className="text-xs text-slate-500">
                      {t(`arProjects.assets.kind.${a.kind in KIND_ICON ? a.kind : "image"}`)} ·{" "}
                      {formatBytes(a.compSize ?? a.size, i18n.language)}
                      {a.disableCompressing && ` · ${t("arProjects.assets.notCompressed")}`}
                    </span>
                    {a.uploadStatus === "error" && (
                      <span className="text-xs text-red-600" data-testid="asset-failure">
                        {t(jobFailureKey(a.failureCode))}
                      </span>
                    )}
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("assetReplace.replaceNamed", { name: a.name })}
                    title={t("assetReplace.replaceNamed", { name: a.name })}
                    onClick={() => pickReplacement(a)}
                    disabled={a.uploadStatus === "compressing"}
                    data-testid="asset-replace"
                  >
                    <UploadIcon className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t("arProjects.assets.deleteNamed", { name: a.name })}
                    title={t("arProjects.assets.deleteNamed", { name: a.name })}
                    onClick={() => (setConfirming(a), setRefusal(null))}
                    data-testid="asset-delete"
                  >
                    <TrashIcon className="size-4" />
                  </Button>
                  <div className="w-32 shrink-0 text-right text-xs">
                    {ready ? (
                      <span className="font-medium text-emerald-700">{t("arProjects.uploads.phase.ready")}</span>
                    ) : a.uploadStatus === "error" ? (
                      <span className="font-medium text-red-600">{t("arProjects.assets.failed")}</span>
                    ) : (
                      <ProgressBar value={a.progress} label={t("arProjects.uploads.compressOf", { name: a.name })} />
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
      <input
        ref={replaceInput}
        type="file"
        className="hidden"
        data-testid="asset-replace-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          const target = replacing;
          setReplacing(null);
          // The panel shows progress and refusals; the project is read again when it is done.
          if (file && target) uploadAsset(file, { replaceId: target.id }).catch(() => undefined);
        }}
      />
      <UploadAssetDialog
        open={open}
        onClose={() => setOpen(false)}
        onUpload={(file, opts) => {
          setOpen(false);
          // The panel shows progress and failures; nothing more to do with the outcome here.
          uploadAsset(file, opts).catch(() => undefined);
        }}
      />
    </Card>
  );
}
