// The ARKit screen /arkit (platform spec 2 "ARKit"): the user's ARKit SLAM projects (name,
// preview) and the project dialog (load-model step, then project step with the QR).
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { PlusIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import type { ArkitProject } from "./arkit-api";
import { ArkitDialog, type DialogTarget } from "./arkit-dialog";
import { ArkitTile } from "./arkit-tile";
import { missingDerivatives, useModelDerivatives } from "./use-model-derivatives";

/** `arHost`: where the ARKit pages are served ({host}/arkit/{id}), for the project step's link. */
export function ArkitPage({ arHost }: { arHost: string }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const list = trpc.arkit.list.useQuery();
  const [target, setTarget] = useState<DialogTarget | null>(null);

  // Every answer of the API is the project as it now is: shown at once, then the list is refetched.
  const projectChanged = useCallback(
    (project: ArkitProject) => {
      utils.arkit.list.setData(undefined, (all) => {
        if (!all) return [project];
        return all.some((p) => p.id === project.id)
          ? all.map((p) => (p.id === project.id ? project : p))
          : [project, ...all];
      });
      setTarget((cur) =>
        cur?.kind === "project" && cur.project.id === project.id ? { kind: "project", project } : cur,
      );
      void utils.arkit.list.invalidate();
    },
    [utils],
  );
  const derivatives = useModelDerivatives(projectChanged);

  const open = (project: ArkitProject) => {
    setTarget({ kind: "project", project });
    // A preview or USDZ that was never made (the tab closed mid-way, no WebGL then) is made now.
    if (!derivatives.isRunning(project.id)) derivatives.start(project, missingDerivatives(project));
  };

  let body;
  if (list.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner className="size-4" />
        {t("arkit.loading")}
      </p>
    );
  } else if (list.isError) {
    body = (
      <Alert tone="error" title={t("arkit.loadFailed")}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
          {t("arkit.retry")}
        </Button>
      </Alert>
    );
  } else if (list.data.length === 0) {
    body = (
      <div
        className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
        data-testid="arkit-empty"
      >
        <p className="text-sm text-slate-500">{t("arkit.empty")}</p>
        <Button variant="secondary" onClick={() => setTarget({ kind: "create" })}>
          <PlusIcon className="size-4" />
          {t("arkit.create")}
        </Button>
      </div>
    );
  } else {
    body = (
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-4" data-testid="arkit-list">
        {list.data.map((project) => (
          <ArkitTile
            key={project.id}
            project={project}
            previewPending={
              derivatives.jobs[project.id]?.preview?.phase === "making" ||
              derivatives.jobs[project.id]?.preview?.phase === "uploading"
            }
            onOpen={open}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t("arkit.title")}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-500">{t("arkit.intro")}</p>
        </div>
        <Button onClick={() => setTarget({ kind: "create" })} data-testid="arkit-create">
          <PlusIcon className="size-4" />
          {t("arkit.create")}
        </Button>
      </header>
      {body}
      <ArkitDialog
        target={target}
        arHost={arHost}
        jobs={target?.kind === "project" ? derivatives.jobs[target.project.id] : undefined}
        onClose={() => setTarget(null)}
        onSaved={(project, model) => {
          projectChanged(project);
          setTarget({ kind: "project", project });
          // A new model: the old preview and USDZ are gone on the server, both are made again.
          derivatives.start(project, ["preview", "usdz"], model);
        }}
        onProjectChanged={projectChanged}
        onRetry={(project, kind) => derivatives.start(project, [kind])}
        onDeleted={(project) => {
          derivatives.cancel(project.id);
          setTarget(null);
          utils.arkit.list.setData(undefined, (all) => all?.filter((p) => p.id !== project.id));
          void utils.arkit.list.invalidate();
        }}
      />
    </div>
  );
}
