// The scenes of a project on the editor's home (platform spec 2): preview, name, marker kind,
// and open / rename / marker settings / delete. Albums and code projects add image-marker scenes.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Button } from "../ui/button";
import { Card, CardBody, CardHeader } from "../ui/card";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "../ui/dropdown-menu";
import { GlobeIcon, ImageIcon, PencilIcon, PlusIcon, QrIcon, TrashIcon } from "../ui/icons";
import { MoreIcon, OpenIcon, SlidersIcon } from "./ar-icons";
import type { EditorProject, EditorScene } from "./editor-contract";
import { hasSceneTabs } from "./editor-header";
import { MarkerSettingsDialog } from "./marker-settings-dialog";
import { RenameSceneDialog } from "./rename-scene-dialog";
import { scenePicture } from "./list-model";

type Kind = "qr" | "image" | "world";
const kindOf = (s: EditorScene): Kind => (s.qrMarker ? "qr" : s.imageMarker ? "image" : "world");
const KIND_ICON = { qr: QrIcon, image: ImageIcon, world: GlobeIcon } as const;

export function SceneGrid({
  project,
  edited,
  onOpen,
  onAdd,
  onDeleted,
  onChanged,
}: {
  project: EditorProject;
  edited: readonly number[];
  onOpen(sceneId: number): void;
  onAdd(): void;
  onDeleted(sceneId: number): void;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState<EditorScene | null>(null);
  const [marker, setMarker] = useState<EditorScene | null>(null);
  const [deleting, setDeleting] = useState<EditorScene | null>(null);
  const remove = trpc.projects.deleteScene.useMutation();
  const canAdd = project.type === "ALBUM" || project.type === "CODE";
  const openable = hasSceneTabs(project.type);

  return (
    <Card data-testid="scene-grid">
      <CardHeader
        title={t(project.type === "CODE" ? "arProjects.scenes.markersTitle" : "arProjects.scenes.title")}
        description={t(`arProjects.scenes.intro.${project.type}`)}
        actions={
          canAdd && (
            <Button variant="secondary" size="sm" onClick={onAdd} data-testid="home-add-scene">
              <PlusIcon className="size-4" />
              {t(project.type === "CODE" ? "arProjects.scenes.addMarker" : "arProjects.scenes.add")}
            </Button>
          )
        }
      />
      <CardBody>
        {project.scenes.length === 0 ? (
          <p
            className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500"
            data-testid="scenes-empty"
          >
            {t(
              project.type === "CODE"
                ? "arProjects.scenes.emptyMarkers"
                : canAdd
                  ? "arProjects.scenes.emptyAdd"
                  : "arProjects.scenes.empty",
            )}
          </p>
        ) : (
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-4">
            {project.scenes.map((scene) => {
              const kind = kindOf(scene);
              const Icon = KIND_ICON[kind];
              const image = scenePicture(scene);
              return (
                <li
                  key={scene.id}
                  className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:border-brand-200 hover:shadow-sm"
                  data-testid="scene-card"
                >
                  <button
                    type="button"
                    disabled={!openable}
                    onClick={() => onOpen(scene.id)}
                    aria-label={openable ? t("arProjects.scenes.openNamed", { name: scene.name }) : scene.name}
                    className="flex flex-1 flex-col text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-default"
                  >
                    <div className="grid aspect-[28/15] w-full place-items-center overflow-hidden bg-slate-100">
                      {image ? (
                        <img src={image} alt="" className="size-full object-cover" loading="lazy" />
                      ) : (
                        <Icon className="size-8 text-slate-300" />
                      )}
                    </div>
                    <div className="flex min-w-0 flex-col gap-0.5 px-3 py-2.5 pr-10">
                      <span
                        className="truncate text-sm font-semibold text-slate-900"
                        data-testid="scene-name"
                        title={scene.name}
                      >
                        {scene.name}
                      </span>
                      {/* One line: the kind may shorten, "· unsaved" never breaks (it wrapped word by word). */}
                      <span className="flex min-w-0 items-center gap-1.5 text-xs whitespace-nowrap text-slate-500">
                        <Icon className="size-3.5 shrink-0" />
                        <span className="min-w-0 truncate">{t(`arProjects.scenes.kind.${kind}`)}</span>
                        {edited.includes(scene.id) && (
                          <span className="shrink-0 font-medium text-amber-600" data-testid="scene-unsaved">
                            · {t("arProjects.scenes.unsaved")}
                          </span>
                        )}
                      </span>
                    </div>
                  </button>
                  <DropdownMenu>
                    <DropdownMenuTrigger
                      aria-label={t("arProjects.scenes.actions", { name: scene.name })}
                      className="absolute right-1.5 bottom-2 grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
                      data-testid="scene-menu"
                    >
                      <MoreIcon className="size-4" />
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      {openable && (
                        <DropdownMenuItem onSelect={() => onOpen(scene.id)}>
                          <OpenIcon />
                          {t("arProjects.scenes.open")}
                        </DropdownMenuItem>
                      )}
                      <DropdownMenuItem onSelect={() => setRenaming(scene)}>
                        <PencilIcon />
                        {t("arProjects.scenes.rename")}
                      </DropdownMenuItem>
                      {kind === "image" && (
                        <DropdownMenuItem onSelect={() => setMarker(scene)}>
                          <SlidersIcon />
                          {t("arProjects.marker.title")}
                        </DropdownMenuItem>
                      )}
                      <DropdownMenuItem tone="danger" onSelect={() => setDeleting(scene)}>
                        <TrashIcon />
                        {t("arProjects.scenes.delete")}
                      </DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>

      <RenameSceneDialog
        scene={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={() => {
          setRenaming(null);
          onChanged();
        }}
      />
      <MarkerSettingsDialog
        scene={marker}
        onClose={() => setMarker(null)}
        onSaved={() => {
          setMarker(null);
          onChanged();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => {
          if (!o) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={t("arProjects.scenes.deleteTitle")}
        description={t("arProjects.scenes.deleteText", { name: deleting?.name ?? "" })}
        confirmLabel={t("arProjects.scenes.delete")}
        cancelLabel={t("arProjects.common.cancel")}
        tone="danger"
        pending={remove.isPending}
        error={
          remove.isError
            ? t(readApiError(remove.error).code ? "arProjects.common.saveFailed" : "arProjects.uploads.errors.network")
            : undefined
        }
        onConfirm={() => {
          if (!deleting) return;
          const id = deleting.id;
          remove.mutate(
            { sceneId: id },
            {
              onSuccess: () => {
                setDeleting(null);
                onDeleted(id);
              },
            },
          );
        }}
        data-testid="delete-scene-dialog"
      />
    </Card>
  );
}
