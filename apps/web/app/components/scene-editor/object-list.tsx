// The left menu: the Add dropdown (editors spec §2) and the object list with in-place renaming
// (double-click; Enter applies, Escape cancels, leaving the field applies).
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SceneObject } from "../ar-projects/editor-contract";
import { Button } from "../ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { ChevronDownIcon, CubeIcon, ImageIcon, PlusIcon, QrIcon } from "../ui/icons";
import { cn } from "../../lib/cn";
import { AudioIcon, ModelIcon, VideoIcon } from "./editor-icons";
import type { FileKind } from "./file-kind";

export type AddChoice = "primitive" | FileKind | "sceneMarker";

const TYPE_ICON: Record<SceneObject["type"], string> = {
  primitive: "▲",
  image: "▣",
  video: "▶",
  glb: "◆",
  audio: "♪",
  sceneMarker: "⌖",
};
const TYPE_TINT: Record<SceneObject["type"], string> = {
  primitive: "bg-sky-100 text-sky-700",
  image: "bg-amber-100 text-amber-700",
  video: "bg-rose-100 text-rose-700",
  glb: "bg-emerald-100 text-emerald-700",
  audio: "bg-violet-100 text-violet-700",
  sceneMarker: "bg-slate-200 text-slate-700",
};

export function AddMenu({ canAddMarker, onChoose }: { canAddMarker: boolean; onChoose: (c: AddChoice) => void }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button className="w-full justify-between" data-testid="scene-add">
          <span className="flex items-center gap-2">
            <PlusIcon className="size-4" />
            {t("sceneEditor.add")}
          </span>
          <ChevronDownIcon className="size-4 opacity-80" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-52">
        <DropdownMenuItem onSelect={() => onChoose("primitive")} data-testid="add-primitive">
          <CubeIcon />
          {t("sceneEditor.addMenu.primitive")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChoose("glb")} data-testid="add-glb">
          <ModelIcon />
          {t("sceneEditor.addMenu.glb")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChoose("image")} data-testid="add-image">
          <ImageIcon />
          {t("sceneEditor.addMenu.image")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChoose("video")} data-testid="add-video">
          <VideoIcon />
          {t("sceneEditor.addMenu.video")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onChoose("audio")} data-testid="add-audio">
          <AudioIcon />
          {t("sceneEditor.addMenu.audio")}
        </DropdownMenuItem>
        {canAddMarker && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onChoose("sceneMarker")} data-testid="add-sceneMarker">
              <QrIcon />
              {t("sceneEditor.addMenu.sceneMarker")}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function RenameInput({
  initial,
  label,
  onDone,
}: {
  initial: string;
  label: string;
  onDone: (name: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  const ref = useRef<HTMLInputElement>(null);
  // Escape cancels; the blur that follows unmounting must not apply the typed text afterwards.
  const finished = useRef(false);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const finish = (name: string | null) => {
    if (finished.current) return;
    finished.current = true;
    onDone(name);
  };
  return (
    <input
      ref={ref}
      aria-label={label}
      data-testid="rename-input"
      className="h-7 w-full min-w-0 rounded-md border border-brand-500 bg-white px-1.5 text-sm text-slate-900 ring-2 ring-brand-500/20 outline-none"
      value={value}
      maxLength={200}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key === "Enter") finish(value);
        if (e.key === "Escape") finish(null);
      }}
      onBlur={() => finish(value)}
    />
  );
}

export function ObjectList({
  objects,
  selection,
  onSelect,
  onRename,
}: {
  objects: SceneObject[];
  selection: string[];
  onSelect: (id: string, additive: boolean) => void;
  onRename: (id: string, name: string) => void;
}) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState<string | null>(null);
  if (objects.length === 0)
    return <p className="px-1 py-3 text-xs leading-5 text-slate-500">{t("sceneEditor.emptyList")}</p>;
  return (
    <ul className="space-y-0.5" aria-label={t("sceneEditor.objects")} data-testid="object-list">
      {objects.map((o) => {
        const selected = selection.includes(o.id);
        return (
          <li key={o.id} data-testid="object-item" data-object-id={o.id} data-selected={selected || undefined}>
            {renaming === o.id ? (
              <div className="flex items-center gap-2 px-1.5 py-1">
                <span
                  aria-hidden
                  className={cn("grid size-6 shrink-0 place-items-center rounded text-xs", TYPE_TINT[o.type])}
                >
                  {TYPE_ICON[o.type]}
                </span>
                <RenameInput
                  initial={o.name}
                  label={t("sceneEditor.renameLabel")}
                  onDone={(name) => {
                    setRenaming(null);
                    if (name !== null && name.trim() !== "" && name !== o.name) onRename(o.id, name.trim());
                  }}
                />
              </div>
            ) : (
              <button
                type="button"
                title={t("sceneEditor.renameHint")}
                aria-pressed={selected}
                className={cn(
                  "flex w-full items-center gap-2 rounded-md px-1.5 py-1 text-left text-sm transition-colors",
                  selected ? "bg-brand-50 text-brand-800 ring-1 ring-brand-200" : "text-slate-700 hover:bg-slate-100",
                )}
                onClick={(e) => onSelect(o.id, e.shiftKey)}
                onDoubleClick={() => setRenaming(o.id)}
                onKeyDown={(e) => {
                  if (e.key === "F2") setRenaming(o.id);
                }}
              >
                <span
                  aria-hidden
                  className={cn("grid size-6 shrink-0 place-items-center rounded text-xs", TYPE_TINT[o.type])}
                >
                  {TYPE_ICON[o.type]}
                </span>
                <span className="min-w-0 flex-1 truncate" data-testid="object-name">
                  {o.name || "—"}
                </span>
                <span className="sr-only">{t(`sceneEditor.types.${o.type}`)}</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
