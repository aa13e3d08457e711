// The AR project lists /ar-qr, /ar-albums, /code, /ar-world (platform spec 2): heading by type,
// create (which opens the new project's editor), and the grid of the user's projects, own and
// shared with them.
import { useNavigate } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { PlusIcon } from "../ui/icons";
import { arLink, editorPath, ownName, TYPE_TEXT } from "./list-model";
import { ProjectCard } from "./project-card";
import type { ProjectListItem, ProjectType } from "./projects-api";
import { InvitationsPanel } from "./invitations-panel";
import { ShareDialog } from "./share-dialog";
import { useNow } from "./use-now";

type Notice = { tone: "success" | "error"; text: string };

export function ProjectListPage({ type, arHost }: { type: ProjectType; arHost: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const now = useNow();
  const query = trpc.projects.list.useQuery({ type });
  const create = trpc.projects.create.useMutation();
  const remove = trpc.projects.delete.useMutation();
  const [sharing, setSharing] = useState<ProjectListItem | null>(null);
  const [removing, setRemoving] = useState<ProjectListItem | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const text = TYPE_TEXT[type];
  const nameOf = (p: ProjectListItem) => ownName(p.name) ?? t(`arProjects.${text.fallbackName}`);

  const createProject = async () => {
    setNotice(null);
    try {
      const project = await create.mutateAsync({ type });
      void utils.projects.list.invalidate({ type });
      navigate(editorPath(project.id));
    } catch {
      setNotice({ tone: "error", text: t("arProjects.lists.createFailed") });
    }
  };

  const copyLink = async (p: ProjectListItem) => {
    const link = arLink(arHost, p.id);
    try {
      await navigator.clipboard.writeText(link);
      setNotice({ tone: "success", text: t("arProjects.lists.linkCopied", { link }) });
    } catch {
      // Without clipboard access (permissions, an insecure origin) the link is shown to copy by hand.
      setNotice({ tone: "error", text: t("arProjects.lists.linkCopyFailed", { link }) });
    }
  };

  let body;
  if (query.isPending) {
    body = <GridSkeleton label={t("arProjects.lists.loading")} />;
  } else if (query.isError) {
    body = (
      <Alert tone="error" title={t("arProjects.lists.loadFailed")}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {t("arProjects.common.retry")}
        </Button>
      </Alert>
    );
  } else if (query.data.length === 0) {
    body = (
      <div
        className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
        data-testid="projects-empty"
      >
        <h2 className="text-base font-semibold text-slate-900">{t("arProjects.lists.emptyTitle")}</h2>
        <p className="mt-1 max-w-md text-sm text-slate-500">{t("arProjects.lists.emptyText")}</p>
        <Button variant="secondary" className="mt-5" onClick={() => void createProject()} loading={create.isPending}>
          <PlusIcon className="size-4" />
          {t(`arProjects.${text.create}`)}
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4" data-testid="project-grid">
        {query.data.map((p) => (
          <ProjectCard
            key={p.id}
            project={p}
            now={now}
            onShare={setSharing}
            onCopyLink={(x) => void copyLink(x)}
            onRemove={(x) => {
              setNotice(null);
              setRemoving(x);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            {t(`arProjects.${text.title}`)}
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-500">{t(`arProjects.${text.intro}`)}</p>
        </div>
        <Button onClick={() => void createProject()} loading={create.isPending} data-testid="project-create">
          <PlusIcon className="size-4" />
          {t(`arProjects.${text.create}`)}
        </Button>
      </header>

      {notice && (
        <Alert tone={notice.tone} data-testid="projects-notice">
          <span className="break-all">{notice.text}</span>
        </Alert>
      )}

      <InvitationsPanel type={type} />

      {body}

      <ShareDialog project={sharing} onClose={() => setSharing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => {
          if (!o) {
            setRemoving(null);
            remove.reset();
          }
        }}
        title={t("arProjects.remove.title")}
        description={t("arProjects.remove.text", { name: removing ? nameOf(removing) : "" })}
        confirmLabel={t("arProjects.remove.confirm")}
        cancelLabel={t("arProjects.common.cancel")}
        tone="danger"
        pending={remove.isPending}
        error={
          remove.isError
            ? t(readApiError(remove.error).status === 403 ? "arProjects.remove.forbidden" : "arProjects.remove.failed")
            : undefined
        }
        onConfirm={() => {
          if (!removing) return;
          const target = removing;
          remove.mutate(
            { projectId: target.id },
            {
              onSuccess: () => {
                setRemoving(null);
                utils.projects.list.setData({ type }, (list) => list?.filter((p) => p.id !== target.id));
                void utils.projects.list.invalidate({ type });
                setNotice({ tone: "success", text: t("arProjects.remove.done", { name: nameOf(target) }) });
              },
            },
          );
        }}
        data-testid="remove-project-dialog"
      />
    </div>
  );
}

function GridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4">
      <span className="sr-only">{label}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <div className="aspect-[28/15] animate-pulse bg-slate-200/70" />
          <div className="flex flex-col gap-2 px-4 py-3">
            <div className="h-4 w-32 animate-pulse rounded bg-slate-200/70" />
            <div className="h-3 w-20 animate-pulse rounded bg-slate-200/70" />
          </div>
        </div>
      ))}
    </div>
  );
}
