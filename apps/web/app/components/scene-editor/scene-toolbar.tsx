// The scene editor's two toolbars: the edit buttons above the object list (undo, redo, duplicate,
// delete) and the canvas bar (2D/3D view, gizmo mode, frame the selection).
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TrashIcon } from "../ui/icons";
import { cn } from "../../lib/cn";
import { rovingKeyDown } from "../../lib/roving-index";
import {
  CopyIcon,
  FrameIcon,
  MoveIcon,
  RedoIcon,
  ResetViewIcon,
  RotateIcon,
  ScaleIcon,
  UndoIcon,
} from "./editor-icons";
import type { GizmoMode, ViewMode } from "./canvas-types";

type EditButton = {
  action: "undo" | "redo" | "duplicate" | "delete";
  disabled: boolean;
  onClick: () => void;
  icon: ReactNode;
  danger?: boolean;
};

export function EditToolbar(props: {
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const buttons: EditButton[] = [
    { action: "undo", disabled: !props.canUndo, onClick: props.onUndo, icon: <UndoIcon /> },
    { action: "redo", disabled: !props.canRedo, onClick: props.onRedo, icon: <RedoIcon /> },
    { action: "duplicate", disabled: !props.hasSelection, onClick: props.onDuplicate, icon: <CopyIcon /> },
    {
      action: "delete",
      disabled: !props.hasSelection,
      onClick: props.onDelete,
      icon: <TrashIcon className="size-4" />,
      danger: true,
    },
  ];
  return (
    <div className="flex items-center gap-1">
      {buttons.map((b) => (
        <Fragment key={b.action}>
          {/* History on the left, the selection's actions on the right. */}
          {b.action === "duplicate" && <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden />}
          <button
            type="button"
            aria-label={t(`sceneEditor.toolbar.${b.action}`)}
            title={t(`sceneEditor.toolbar.${b.action}`)}
            disabled={b.disabled}
            data-testid={`scene-${b.action}`}
            onClick={b.onClick}
            className={cn(
              "grid size-8 place-items-center rounded-md text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-40",
              "focus-visible:outline-2 focus-visible:outline-brand-500",
              b.danger && "hover:bg-red-50 hover:text-red-600",
            )}
          >
            {b.icon}
          </button>
        </Fragment>
      ))}
    </div>
  );
}

/** The canvas bar's own buttons (frame, reset view): white chips over the canvas. */
const canvasButtonClasses =
  "pointer-events-auto flex h-8 items-center gap-1.5 rounded-lg bg-white px-2.5 text-xs font-medium text-slate-600 shadow-sm ring-1 ring-slate-200 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500";

export function CanvasToolbar(props: {
  view: ViewMode;
  onView: (v: ViewMode) => void;
  mode: GizmoMode;
  onMode: (m: GizmoMode) => void;
  onFrame: () => void;
  onResetView: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-none absolute inset-x-3 top-3 flex flex-wrap items-start justify-between gap-2">
      <Segmented
        label={t("sceneEditor.toolbar.view")}
        value={props.view}
        onChange={props.onView}
        testId="view-switch"
        options={[
          { value: "2d", label: t("sceneEditor.toolbar.view2d") },
          { value: "3d", label: t("sceneEditor.toolbar.view3d") },
        ]}
      />
      <Segmented
        label={t("sceneEditor.toolbar.mode")}
        value={props.mode}
        onChange={props.onMode}
        testId="gizmo-mode"
        options={[
          { value: "translate", label: t("sceneEditor.toolbar.move"), icon: <MoveIcon /> },
          { value: "rotate", label: t("sceneEditor.toolbar.rotate"), icon: <RotateIcon /> },
          { value: "scale", label: t("sceneEditor.toolbar.scale"), icon: <ScaleIcon /> },
        ]}
      />
      <button
        type="button"
        onClick={props.onFrame}
        title={t("sceneEditor.toolbar.frame")}
        aria-label={t("sceneEditor.toolbar.frame")}
        data-testid="scene-frame"
        className={canvasButtonClasses}
      >
        <FrameIcon />
        <span className="hidden xl:inline">{t("sceneEditor.toolbar.frameShort")}</span>
      </button>
      <button
        type="button"
        onClick={props.onResetView}
        title={t("sceneEditor.toolbar.resetView")}
        aria-label={t("sceneEditor.toolbar.resetView")}
        data-testid="scene-reset-view"
        className={canvasButtonClasses}
      >
        <ResetViewIcon />
        <span className="hidden xl:inline">{t("sceneEditor.toolbar.resetViewShort")}</span>
      </button>
    </div>
  );
}

function Segmented<V extends string>({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: V;
  onChange: (v: V) => void;
  options: { value: V; label: string; icon?: ReactNode }[];
  testId: string;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      data-testid={testId}
      className="pointer-events-auto flex rounded-lg bg-white p-0.5 shadow-sm ring-1 ring-slate-200"
      onKeyDown={rovingKeyDown}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={value === o.value}
          tabIndex={value === o.value ? 0 : -1}
          title={o.label}
          onClick={() => onChange(o.value)}
          className={cn(
            "flex h-7 items-center gap-1.5 rounded-md px-2.5 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500",
            value === o.value ? "bg-brand-600 text-white" : "text-slate-600 hover:bg-slate-100",
          )}
        >
          {o.icon}
          <span className={o.icon ? "hidden xl:inline" : undefined}>{o.label}</span>
        </button>
      ))}
    </div>
  );
}
