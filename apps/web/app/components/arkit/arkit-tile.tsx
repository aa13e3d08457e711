// One ARKit project in the list (platform spec 2: name, preview); a click opens it at the project step.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CubeIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import type { ArkitProject } from "./arkit-api";

export function ArkitTile({
  project,
  previewPending,
  onOpen,
}: {
  project: ArkitProject;
  previewPending: boolean;
  onOpen(project: ArkitProject): void;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const src = project.previewSrc && failed !== project.previewSrc ? project.previewSrc : null;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-200 hover:shadow-md"
      data-testid="arkit-tile"
    >
      <button
        type="button"
        onClick={() => onOpen(project)}
        aria-label={t("arkit.openProject", { name: project.name })}
        className="group flex flex-1 flex-col text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
      >
        <div className="relative aspect-square w-full bg-gradient-to-b from-slate-50 to-slate-200 p-4">
          {src ? (
            <img
              src={src}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-contain"
              onError={() => setFailed(src)}
              data-testid="arkit-tile-preview"
            />
          ) : (
            <div className="grid size-full place-items-center text-slate-300">
              {previewPending ? (
                <Spinner className="size-6 text-brand-500" label={t("arkit.previewPending")} />
              ) : (
                <CubeIcon className="size-12" />
              )}
            </div>
          )}
        </div>
        <div className="border-t border-slate-100 px-4 py-3">
          <span
            className="block truncate font-semibold text-slate-900 group-hover:text-brand-700"
            data-testid="arkit-name"
            title={project.name}
          >
            {project.name}
          </span>
        </div>
      </button>
    </li>
  );
}
