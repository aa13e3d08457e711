// What the public viewer serves of this project (issue 20): the live published version and how long
// ago it was published, or that nothing is published. Draft edits do not change it; only Publish.
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import type { EditorProject } from "./editor-contract";
import { timeAgo } from "./list-model";
import { useNow } from "./use-now";

export function PublishStatus({
  project,
  className,
}: {
  project: Pick<EditorProject, "liveVersion" | "publishedAt">;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const live = project.liveVersion !== null && project.publishedAt !== null;
  return (
    <span
      className={cn("text-xs", live ? "text-emerald-700" : "text-slate-500", className)}
      data-testid="publish-status"
      data-live={live ? "true" : "false"}
    >
      {live
        ? t("arProjects.publish.status.live", {
            version: project.liveVersion,
            time: timeAgo(project.publishedAt!, now, i18n.language),
          })
        : t("arProjects.publish.status.none")}
    </span>
  );
}
