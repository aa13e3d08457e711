// The editor's own bar (platform spec 2 "AR editor shell"): back to the list of the project's
// type, the tabs (home, one per scene, code for CODE), add-scene for albums, and publish.
import * as Tabs from "@radix-ui/react-tabs";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { Button } from "../ui/button";
import { ArrowLeftIcon, CodeIcon, HomeIcon, PlusIcon } from "../ui/icons";
import { SendIcon } from "./ar-icons";
import type { EditorProject } from "./editor-contract";
import { listPathFor, ownName, TYPE_TEXT } from "./list-model";
import { PublishStatus } from "./publish-status";
import { sceneTab } from "./use-open-project";

const tabClasses =
  "inline-flex h-9 max-w-48 shrink-0 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-600 transition-colors " +
  "hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 " +
  "data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700";

/** Scene tabs exist where the scene editor works: QR, ALBUM and WORLD projects (editors spec 2). */
export const hasSceneTabs = (type: EditorProject["type"]) => type !== "CODE";

export function EditorHeader({
  project,
  edited,
  editedHere,
  onAddScene,
  onPublish,
  sync,
}: {
  project: EditorProject;
  edited: readonly number[];
  /** Something was edited in this visit since it opened or last published. */
  editedHere: boolean;
  /** The draft's save state and who else has the project open (issue 22). */
  sync?: ReactNode;
  onAddScene(): void;
  onPublish(): void;
}) {
  const { t } = useTranslation();
  const name = ownName(project.name) ?? t(`arProjects.${TYPE_TEXT[project.type].fallbackName}`);
  return (
    <header className="z-20 flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-2 sm:gap-3 sm:px-4">
      <Link
        to={listPathFor(project.type)}
        aria-label={t("arProjects.editor.back")}
        title={t("arProjects.editor.back")}
        data-testid="editor-back"
        className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <ArrowLeftIcon className="size-5" />
      </Link>
      <h1
        className="hidden max-w-48 min-w-0 shrink truncate text-sm font-semibold text-slate-900 lg:block"
        data-testid="editor-title"
        title={name}
      >
        {name}
      </h1>
      <span aria-hidden="true" className="hidden h-6 w-px shrink-0 bg-slate-200 lg:block" />
      <div className="flex min-w-0 flex-1 items-center gap-1">
        <Tabs.List
          aria-label={t("arProjects.editor.tabs")}
          className="flex min-w-0 items-center gap-1 overflow-x-auto py-1 [scrollbar-width:thin]"
        >
          <Tabs.Trigger value="home" className={tabClasses} data-testid="tab-home">
            <HomeIcon className="size-4 shrink-0" />
            <span className="max-sm:sr-only">{t("arProjects.editor.home")}</span>
          </Tabs.Trigger>
          {project.type === "CODE" && (
            <Tabs.Trigger value="code" className={tabClasses} data-testid="tab-code">
              <CodeIcon className="size-4 shrink-0" />
              {t("arProjects.editor.code")}
            </Tabs.Trigger>
          )}
          {hasSceneTabs(project.type) &&
            project.scenes.map((scene) => (
              <Tabs.Trigger
                key={scene.id}
                value={sceneTab(scene.id)}
                className={tabClasses}
                data-testid="tab-scene"
                title={scene.name}
              >
                <span className="truncate">{scene.name}</span>
                {edited.includes(scene.id) && (
                  <span
                    className="size-1.5 shrink-0 rounded-full bg-amber-500"
                    role="img"
                    aria-label={t("arProjects.editor.editedMark")}
                  />
                )}
              </Tabs.Trigger>
            ))}
        </Tabs.List>
        {project.type === "ALBUM" && (
          <button
            type="button"
            onClick={onAddScene}
            aria-label={t("arProjects.scenes.add")}
            title={t("arProjects.scenes.add")}
            data-testid="add-scene"
            className={cn(
              "grid size-9 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500",
            )}
          >
            <PlusIcon className="size-5" />
          </button>
        )}
      </div>
      {sync}
      <PublishStatus
        project={project}
        editedHere={editedHere}
        onPublish={onPublish}
        className="hidden shrink-0 whitespace-nowrap xl:inline"
      />
      <Button onClick={onPublish} className="shrink-0 max-sm:px-3" data-testid="publish">
        <SendIcon className="size-4" />
        <span className="max-sm:sr-only">{t("arProjects.publish.open")}</span>
      </Button>
    </header>
  );
}
