// The preview of a project in the list (platform spec 9): 4 scene previews, 2 if there are
// fewer than 4, 1 if there is one; an icon of the type when there is none.
import { cn } from "../../lib/cn";
import { AlbumIcon, CodeIcon, GlobeIcon, QrIcon } from "../ui/icons";
import { collagePreviews } from "./list-model";
import type { ProjectType } from "./projects-api";

const TYPE_ICON = { QR: QrIcon, ALBUM: AlbumIcon, CODE: CodeIcon, WORLD: GlobeIcon } as const;

export function PreviewCollage({ type, previews }: { type: ProjectType; previews: readonly (string | null)[] }) {
  const srcs = collagePreviews(previews);
  const Icon = TYPE_ICON[type];
  if (srcs.length === 0) {
    return (
      <div
        className="grid size-full place-items-center bg-gradient-to-br from-slate-50 to-slate-100"
        data-testid="preview-collage"
        data-count={0}
      >
        <Icon className="size-10 text-slate-300" />
      </div>
    );
  }
  return (
    <div
      className={cn(
        "grid size-full gap-0.5 bg-white",
        srcs.length === 4
          ? "grid-cols-2 grid-rows-2"
          : srcs.length === 2
            ? "grid-cols-2 grid-rows-1"
            : "grid-cols-1 grid-rows-1",
      )}
      data-testid="preview-collage"
      data-count={srcs.length}
    >
      {srcs.map((src, i) => (
        // Each image fills its cell without its own size taking part in the grid's layout.
        <div key={`${i}-${src}`} className="relative min-h-0 min-w-0 overflow-hidden bg-slate-100">
          <img src={src} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
        </div>
      ))}
    </div>
  );
}
