// The editor's home tab (platform spec 2): project settings, the scenes, and the assets.
import { useTranslation } from "react-i18next";
import { Alert } from "../ui/alert";
import { AssetsSection } from "./assets-section";
import type { EditorAsset, EditorProject, UploadAsset } from "./editor-contract";
import { ProjectSettings } from "./project-settings";
import { SceneGrid } from "./scene-grid";

export function EditorHome({
  project,
  assets,
  edited,
  createFailed,
  uploadAsset,
  onOpenScene,
  onAddScene,
  onSceneDeleted,
  onChanged,
}: {
  project: EditorProject;
  assets: readonly EditorAsset[];
  edited: readonly number[];
  createFailed: boolean;
  uploadAsset: UploadAsset;
  onOpenScene(id: number): void;
  onAddScene(): void;
  onSceneDeleted(id: number): void;
  onChanged(): void;
}) {
  const { t } = useTranslation();
  return (
    // Room at the bottom so the floating upload panel never covers the last rows.
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-6 pb-40 md:px-8" data-testid="editor-home">
      {createFailed && <Alert tone="error">{t("arProjects.editor.createSceneFailed")}</Alert>}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <ProjectSettings project={project} onSaved={onChanged} />
        <div className="flex min-w-0 flex-col gap-6">
          <SceneGrid
            project={project}
            edited={edited}
            onOpen={onOpenScene}
            onAdd={onAddScene}
            onDeleted={onSceneDeleted}
            onChanged={onChanged}
          />
          <AssetsSection assets={assets} uploadAsset={uploadAsset} onDeleted={onChanged} />
        </div>
      </div>
    </div>
  );
}
