// One project in a list (platform spec 2): the preview collage, the name (or the fallback of its
// type) and "edited {time ago}"; a click opens the editor. Its context menu (the ⋯ button, or a
// right click on the card) offers open, share, copy AR link and, for the owner, remove.
import { Link, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { TrashIcon } from "../ui/icons";
import { LinkIcon, MoreIcon, OpenIcon, ShareIcon } from "./ar-icons";
import { editedSince, editorPath, ownName, scenePicture, timeAgo, TYPE_TEXT } from "./list-model";
import { PreviewCollage } from "./preview-collage";
import type { ProjectListItem } from "./projects-api";

export function ProjectCard({
  project,
  now,
  onShare,
  onCopyLink,
  onRemove,
}: {
  project: ProjectListItem;
  now: Date;
  onShare(p: ProjectListItem): void;
  onCopyLink(p: ProjectListItem): void;
  onRemove(p: ProjectListItem): void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const name = ownName(project.name) ?? t(`arProjects.${TYPE_TEXT[project.type].fallbackName}`);
  const since = editedSince(project);
  return (
    <li
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-200 hover:shadow-md"
      data-testid="project-card"
      data-project-id={project.id}
      onContextMenu={(e) => {
        e.preventDefault();
        setMenuOpen(true);
      }}
    >
      <Link
        to={editorPath(project.id)}
        className="flex flex-1 flex-col focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
        aria-label={t("arProjects.lists.openNamed", { name })}
      >
        <div className="aspect-[28/15] w-full overflow-hidden border-b border-slate-100">
          <PreviewCollage type={project.type} previews={project.scenes.map(scenePicture)} />
        </div>
        <div className="flex min-w-0 flex-col gap-0.5 px-4 py-3 pr-12">
          <span
            className={
              ownName(project.name)
                ? "truncate font-semibold text-slate-900 group-hover:text-brand-700"
                : "truncate font-semibold text-slate-500 italic group-hover:text-brand-700"
            }
            data-testid="project-name"
            title={name}
          >
            {name}
          </span>
          <time
            dateTime={since}
            title={new Date(since).toLocaleString(i18n.language)}
            className="text-xs text-slate-500"
            data-testid="project-edited"
          >
            {t("arProjects.lists.edited", { time: timeAgo(since, now, i18n.language) })}
          </time>
        </div>
      </Link>
      <DropdownMenu open={menuOpen} onOpenChange={setMenuOpen}>
        <DropdownMenuTrigger
          aria-label={t("arProjects.lists.actions", { name })}
          className="absolute right-2 bottom-3 grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=open]:bg-slate-100"
          data-testid="project-menu"
        >
          <MoreIcon className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => navigate(editorPath(project.id))}>
            <OpenIcon />
            {t("arProjects.lists.open")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onShare(project)}>
            <ShareIcon />
            {t("arProjects.lists.share")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onCopyLink(project)}>
            <LinkIcon />
            {t("arProjects.lists.copyLink")}
          </DropdownMenuItem>
          {project.isOwner && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem tone="danger" onSelect={() => onRemove(project)}>
                <TrashIcon />
                {t("arProjects.lists.remove")}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
