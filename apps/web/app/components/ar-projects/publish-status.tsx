// What the public viewer serves of this project (issue 20): the live published version and how long
// ago it was published, or that nothing is published. Draft edits do not change it; only Publish —
// so once the draft differs from the live version, the status says so and offers Publish (issue 35:
// "Saved · Live: version 1" after an edit read as if the phone already showed the edit).
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import type { EditorProject } from "./editor-contract";
import { timeAgo } from "./list-model";
import { useNow } from "./use-now";

type PublishFacts = Pick<EditorProject, "liveVersion" | "publishedAt" | "editedAt">;

/**
 * The draft differs from the live version: edited in this visit (`editedHere`), or saved after the
 * last publish (the project's edited time, which every content save moves, is later than it).
 */
export function draftDiffersFromLive(project: PublishFacts, editedHere: boolean): boolean {
  if (project.liveVersion === null || project.publishedAt === null) return false;
  if (editedHere) return true;
  return project.editedAt !== null && Date.parse(project.editedAt) > Date.parse(project.publishedAt);
}

export function PublishStatus({
  project,
  editedHere = false,
  onPublish,
  className,
}: {
  project: PublishFacts;
  editedHere?: boolean;
  /** Offered as a link in the status when the draft differs from the live version. */
  onPublish?: () => void;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const live = project.liveVersion !== null && project.publishedAt !== null;
  const differs = draftDiffersFromLive(project, editedHere);
  const version = project.liveVersion;
  return (
    <span
      className={cn("text-xs", differs ? "text-amber-700" : live ? "text-emerald-700" : "text-slate-500", className)}
      data-testid="publish-status"
      data-live={live ? "true" : "false"}
      data-differs={differs ? "true" : "false"}
    >
      {differs ? (
        <>
          {t("arProjects.publish.status.differs", { version })}
          {onPublish && (
            <>
              {" · "}
              <button
                type="button"
                onClick={onPublish}
                className="font-medium underline underline-offset-2 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-brand-500"
                data-testid="publish-status-publish"
              >
                {t("arProjects.publish.status.publishNow")}
              </button>
            </>
          )}
        </>
      ) : live ? (
        t("arProjects.publish.status.live", { version, time: timeAgo(project.publishedAt!, now, i18n.language) })
      ) : (
        t("arProjects.publish.status.none")
      )}
    </span>
  );
}
