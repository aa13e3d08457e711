// The project's assets on the editor's home: every file uploaded to the project with its kind,
// size and processing state, and "Upload asset" into the shell's pipeline.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { Card, CardBody, CardHeader } from "../ui/card";
import { CubeIcon, ImageIcon, UploadIcon } from "../ui/icons";
import { ProgressBar } from "../ui/progress-bar";
import { FilmIcon, MusicIcon } from "./ar-icons";
import { jobFailureKey } from "../../lib/job-failure";
import { formatBytes } from "../../lib/format-bytes";
import type { EditorAsset, UploadAsset } from "./editor-contract";
import { UploadAssetDialog } from "./upload-asset-dialog";

const KIND_ICON: Record<string, typeof ImageIcon> = { video: FilmIcon, image: ImageIcon, glb: CubeIcon, audio: MusicIcon };

export function AssetsSection({ assets, uploadAsset }: { assets: readonly EditorAsset[]; uploadAsset: UploadAsset }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
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
        {assets.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">{t("arProjects.assets.empty")}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {assets.map((a) => {
              const Icon = KIND_ICON[a.kind] ?? ImageIcon;
              const ready = a.uploadStatus === "ready";
              return (
                <li key={a.id} className="flex items-center gap-3 px-3 py-2.5" data-testid="asset-row" data-status={a.uploadStatus}>
                  <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-500">
                    <Icon className="size-4" />
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-medium text-slate-800" title={a.name}>
                      {a.name}
                    </span>
                    <span className="text-xs text-slate-500">
                      {t(`arProjects.assets.kind.${a.kind in KIND_ICON ? a.kind : "image"}`)} · {formatBytes(a.compSize ?? a.size, i18n.language)}
                      {a.disableCompressing && ` · ${t("arProjects.assets.notCompressed")}`}
                    </span>
                    {a.uploadStatus === "error" && (
                      <span className="text-xs text-red-600" data-testid="asset-failure">
                        {t(jobFailureKey(a.failureCode))}
                      </span>
                    )}
                  </div>
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
