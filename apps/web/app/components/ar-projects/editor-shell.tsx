// The AR editor shell /editor/{projectId} (platform spec 2, editors spec 2): loads the project,
// opens it (use-open-project), keeps the editors' drafts, hosts the scene and code editors on
// their tabs, uploads assets, publishes, and guards leaving with unsaved edits. Scene drafts save
// themselves with a version check (use-draft-autosave, conflict-dialog), and so does a code
// project's code (use-code-autosave, code-conflict-dialog) and the header shows who
// else has the project open (use-presence) — docs/decisions/0027.
import * as Tabs from "@radix-ui/react-tabs";
import { Link } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "../../lib/use-root-data";
import { trpc } from "../../trpc/client";
import { buttonClasses } from "../ui/button";
import type { EditorProject, SceneObject } from "./editor-contract";
import { ConflictDialog } from "./conflict-dialog";
import { EditorLoading } from "./editor-loading";
import { codeOf, discardAll, forgetScene, hasEdits, objectsOf } from "./editor-drafts";
import { dropCodeDraft } from "./draft-sync";
import { CodeConflictDialog } from "./code-conflict-dialog";
import { combinedSaveState, useCodeAutosave } from "./use-code-autosave";
import { PresenceList } from "./presence-list";
import { SaveStateBadge } from "./save-state";
import { useDraftAutosave } from "./use-draft-autosave";
import { usePresence } from "./use-presence";
import { useRemoteSaves } from "./use-remote-saves";
import { EditorHeader, hasSceneTabs } from "./editor-header";
import { EditorHome } from "./editor-home";
import { HostedCodeEditor, HostedSceneEditor } from "./hosted-editors";
import { ImageSceneDialog } from "./image-scene-dialog";
import { LeaveDialog } from "./leave-dialog";
import { PublishDialog } from "./publish-dialog";
import { UploadPanel } from "./upload-panel";
import { useAssetUploads } from "./use-asset-uploads";
import { useEditorDrafts } from "./use-editor-drafts";
import { useLeaveGuard } from "./use-leave-guard";
import { sceneTab, tabSceneId, useOpenProject, type EditorTab } from "./use-open-project";
import { usePreviewUploads } from "./use-preview-uploads";
import { usePublish } from "./use-publish";

export function EditorShell({ projectId, arHost }: { projectId: number | null; arHost: string }) {
  const { t } = useTranslation();
  const query = trpc.projects.get.useQuery(
    { projectId: projectId ?? 0 },
    { enabled: projectId !== null, retry: false, refetchOnMount: "always", refetchOnWindowFocus: false },
  );
  // The project lists show what the editor changes (name, scene previews, edited time): on leaving,
  // a list kept from before must load afresh, not wait out the 10 s the query cache trusts it.
  const utils = trpc.useUtils();
  useEffect(() => () => void utils.projects.list.invalidate(), [utils]);
  if (projectId === null || query.isError) {
    return (
      <main className="grid min-h-screen place-items-center bg-slate-50 p-8 text-center" data-testid="editor-not-found">
        <div className="flex flex-col items-center gap-4">
          <h1 className="text-xl font-semibold text-slate-900">{t("arProjects.editor.notFound")}</h1>
          <Link to="/" className={buttonClasses({ variant: "secondary" })}>
            {t("arProjects.editor.toHome")}
          </Link>
        </div>
      </main>
    );
  }
  if (!query.data) return <EditorLoading />;
  return <LoadedEditor project={query.data} refetch={query.refetch} arHost={arHost} />;
}

function LoadedEditor({
  project,
  refetch,
  arHost,
}: {
  project: EditorProject;
  refetch: () => Promise<{ data?: EditorProject }>;
  arHost: string;
}) {
  const { user } = useRootData();
  const refreshProject = useCallback(async () => (await refetch()).data, [refetch]);
  const { t } = useTranslation();
  const { tab, setTab, createFailed } = useOpenProject(project, refetch);
  const projectRef = useRef(project);
  projectRef.current = project;
  const { drafts, draftsRef, update, capturePreview, callbacksFor, onCodeDataChange } = useEditorDrafts(
    (id) => projectRef.current.scenes.find((s) => s.id === id)?.version,
    () => projectRef.current.codeVersion,
  );
  const autosave = useDraftAutosave({ drafts, draftsRef, update });
  const codeAutosave = useCodeAutosave({
    projectId: project.id,
    enabled: project.type === "CODE",
    drafts,
    draftsRef,
    update,
  });
  const copyScene = trpc.projects.copyScene.useMutation();
  const onRemote = useRemoteSaves({ projectRef, draftsRef, update, refreshProject });
  const editors = usePresence(project.id, onRemote);
  const uploads = useAssetUploads(project.id, refreshProject);
  const [publishOpen, setPublishOpen] = useState(false);
  const [addSceneOpen, setAddSceneOpen] = useState(false);
  const [savingToLeave, setSavingToLeave] = useState(false);
  const dirty = hasEdits(drafts);
  const blocker = useLeaveGuard(dirty);
  // Edits saved by the autosave leave `dirty`, but the live version still lacks them until Publish.
  const [editedHere, setEditedHere] = useState(false);
  useEffect(() => {
    if (dirty) setEditedHere(true);
  }, [dirty]);

  const openScene = tab ? tabSceneId(tab) : null;
  const { sync: syncPreviews } = usePreviewUploads({
    draftsRef,
    update,
    capturePreview,
    sceneIds: () => projectRef.current.scenes.map((s) => s.id),
  });
  // After each draft save: the open scene's preview, so the lists show it before any Publish.
  useEffect(() => {
    if (autosave.state === "saved") void syncPreviews(openScene).catch(() => undefined);
  }, [autosave.state, openScene, syncPreviews]);
  const publish = usePublish({
    draftsRef,
    syncPreviews: () => syncPreviews(openScene),
    refreshProject,
    saveDrafts: async () => (await autosave.flush()) && (await codeAutosave.flush()),
    waitReady: uploads.waitReady,
  });

  // A publish that reached its QR step made the draft live, whether the dialog is saved or cancelled.
  useEffect(() => {
    if (publish.step === "qr") setEditedHere(false);
  }, [publish.step]);

  // A scene deleted while its tab was chosen (here or by someone it is shared with): back to home.
  const sceneGone = openScene !== null && !project.scenes.some((s) => s.id === openScene);
  useEffect(() => {
    if (sceneGone) setTab("home");
  }, [sceneGone, setTab]);

  if (!tab) return <EditorLoading />;

  const switchTab = (next: string) => {
    // The editor being left may unmount with its canvas: take its preview first.
    if (openScene !== null) void capturePreview(openScene);
    setTab(next as EditorTab);
  };
  const startPublish = () => {
    if (autosave.conflict || codeAutosave.conflict) return;
    setPublishOpen(true);
    void publish.run();
  };
  const closePublish = () => {
    setPublishOpen(false);
    publish.reset();
    if (savingToLeave) {
      setSavingToLeave(false);
      if (blocker.state === "blocked") blocker.reset();
    }
  };
  const published = () => {
    setPublishOpen(false);
    publish.reset();
    if (savingToLeave && blocker.state === "blocked") blocker.proceed();
    setSavingToLeave(false);
  };

  const assets = uploads.liveAssets(project.assets);
  const scene = openScene !== null ? project.scenes.find((s) => s.id === openScene) : undefined;
  const common = { project, assets, uploadAsset: uploads.uploadAsset };

  return (
    <Tabs.Root
      value={tab}
      onValueChange={switchTab}
      className="flex h-dvh flex-col bg-slate-50"
      data-testid="ar-editor"
      data-project-type={project.type}
    >
      <EditorHeader
        project={project}
        edited={drafts.edited}
        editedHere={editedHere}
        onAddScene={() => setAddSceneOpen(true)}
        onPublish={startPublish}
        sync={
          <>
            <PresenceList editors={editors} />
            <SaveStateBadge state={combinedSaveState(autosave.state, codeAutosave.state)} />
          </>
        }
      />
      <main className="relative min-h-0 flex-1">
        <Tabs.Content value="home" className="h-full overflow-y-auto focus-visible:outline-none">
          <EditorHome
            project={project}
            assets={assets}
            edited={drafts.edited}
            createFailed={createFailed}
            uploadAsset={uploads.uploadAsset}
            onOpenScene={(id) => setTab(sceneTab(id))}
            onAddScene={() => setAddSceneOpen(true)}
            onSceneDeleted={(id) => {
              update((d) => forgetScene(d, id));
              void refreshProject();
            }}
            onChanged={() => void refreshProject()}
          />
        </Tabs.Content>
        {project.type === "CODE" && (
          <Tabs.Content value="code" className="h-full focus-visible:outline-none">
            <HostedCodeEditor
              {...common}
              codeData={codeOf(drafts, project)}
              codeRevision={drafts.codeRevision}
              onCodeDataChange={onCodeDataChange}
            />
          </Tabs.Content>
        )}
        {hasSceneTabs(project.type) && scene && (
          <Tabs.Content value={sceneTab(scene.id)} className="h-full focus-visible:outline-none">
            <HostedSceneEditor
              key={scene.id}
              {...common}
              scene={scene}
              objects={objectsOf(drafts, scene)}
              {...callbacksFor(scene.id)}
            />
          </Tabs.Content>
        )}
      </main>

      <UploadPanel
        entries={uploads.entries}
        onClear={uploads.clearFinished}
        onRetry={(key) => void uploads.retry(key)}
      />
      <ImageSceneDialog
        open={addSceneOpen}
        project={project}
        onClose={() => setAddSceneOpen(false)}
        onCreated={async (created) => {
          setAddSceneOpen(false);
          await refreshProject();
          if (hasSceneTabs(project.type)) setTab(sceneTab(created.id));
        }}
      />
      <PublishDialog
        open={publishOpen}
        project={project}
        step={publish.step}
        error={publish.error}
        customDomain={user?.customDomain ?? null}
        arHost={arHost}
        onRetry={() => void publish.run()}
        onClose={closePublish}
        onSaved={published}
      />
      <ConflictDialog
        conflict={autosave.conflict}
        onReload={async () => {
          const sceneId = autosave.conflict?.sceneId;
          if (sceneId === undefined) return;
          update((d) => forgetScene(d, sceneId));
          await refreshProject();
          autosave.resolveConflict();
        }}
        onKeepCopy={async (mine: SceneObject[]) => {
          const c = autosave.conflict;
          if (!c) return;
          const name = t("editorSync.conflict.copyName", { name: c.theirs.name }).slice(0, 100);
          const created = await copyScene.mutateAsync({ sceneId: c.sceneId, data: mine, name });
          update((d) => forgetScene(d, c.sceneId));
          await refreshProject();
          autosave.resolveConflict();
          if (hasSceneTabs(project.type)) setTab(sceneTab(created.id));
        }}
      />
      <CodeConflictDialog
        conflict={codeAutosave.conflict}
        onReload={async () => {
          await refreshProject();
          update(dropCodeDraft);
          codeAutosave.resolveConflict();
        }}
      />
      <LeaveDialog
        open={blocker.state === "blocked" && !savingToLeave}
        onStay={() => blocker.reset?.()}
        onDiscard={() => {
          update(discardAll);
          blocker.proceed?.();
        }}
        onSave={() => {
          setSavingToLeave(true);
          startPublish();
        }}
      />
    </Tabs.Root>
  );
}
