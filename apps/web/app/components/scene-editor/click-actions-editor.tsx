// The "on click" list of an object: open a link, or play a video, a sound or an animation of
// this scene. Invalid entries are flagged here; the server would refuse the whole scene for them.
import { useTranslation } from "react-i18next";
import type { SceneObject } from "../ar-projects/editor-contract";
import { Button } from "../ui/button";
import { PlusIcon, TrashIcon } from "../ui/icons";
import { cn } from "../../lib/cn";
import {
  CLICK_ACTION_TYPES,
  clickTargets,
  newClickAction,
  validateClickAction,
  type AnimationCounts,
  type ClickAction,
  type ClickActionType,
} from "./click-actions";
import { fieldClasses } from "./panel-fields";
import { MAX_CLICK_ACTIONS } from "./scene-constants";

export function ClickActionsEditor({
  actions,
  objects,
  animations,
  onChange,
}: {
  actions: ClickAction[];
  objects: SceneObject[];
  animations: AnimationCounts;
  onChange: (next: ClickAction[], coalesceKey?: string) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, a: ClickAction, key?: string) =>
    onChange(
      actions.map((x, j) => (j === i ? a : x)),
      key,
    );
  return (
    <div className="space-y-2" data-testid="click-actions">
      {actions.length === 0 && <p className="text-xs text-slate-500">{t("sceneEditor.click.empty")}</p>}
      {actions.map((a, i) => {
        const error = validateClickAction(a, objects, animations);
        const targets = clickTargets(a.type, objects, animations);
        const errorId = `click-${i}-error`;
        return (
          <div
            key={i}
            className="space-y-1.5 rounded-lg border border-slate-200 bg-slate-50 p-2"
            data-testid={`click-action-${i}`}
          >
            <div className="flex items-center gap-1.5">
              <select
                aria-label={t("sceneEditor.click.title")}
                className={fieldClasses}
                value={a.type}
                onChange={(e) => set(i, newClickAction(e.target.value as ClickActionType, objects, animations))}
              >
                {CLICK_ACTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`sceneEditor.click.types.${type}`)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                aria-label={t("sceneEditor.click.remove")}
                title={t("sceneEditor.click.remove")}
                className="grid size-8 shrink-0 place-items-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-600"
                onClick={() => onChange(actions.filter((_, j) => j !== i))}
              >
                <TrashIcon className="size-4" />
              </button>
            </div>
            {a.type === "openUrl" ? (
              <input
                aria-label={t("sceneEditor.click.url")}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                placeholder="https://"
                className={fieldClasses}
                value={a.value}
                maxLength={2000}
                onChange={(e) => set(i, { type: "openUrl", value: e.target.value }, `click-url-${i}`)}
              />
            ) : targets.length === 0 ? (
              <p className="text-xs text-slate-500">{t("sceneEditor.click.noTargets")}</p>
            ) : (
              <select
                aria-label={t("sceneEditor.click.target")}
                aria-invalid={error ? true : undefined}
                className={fieldClasses}
                value={targets.some((o) => o.id === a.value) ? a.value : ""}
                onChange={(e) => set(i, { type: a.type, value: e.target.value })}
              >
                {!targets.some((o) => o.id === a.value) && <option value="">—</option>}
                {targets.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name || o.id}
                  </option>
                ))}
              </select>
            )}
            {error && (targets.length > 0 || a.type === "openUrl") && (
              <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
                {t(`sceneEditor.click.errors.${error}`)}
              </p>
            )}
          </div>
        );
      })}
      <Button
        variant="secondary"
        size="sm"
        className={cn("w-full")}
        disabled={actions.length >= MAX_CLICK_ACTIONS}
        title={
          actions.length >= MAX_CLICK_ACTIONS ? t("sceneEditor.click.limit", { max: MAX_CLICK_ACTIONS }) : undefined
        }
        onClick={() => onChange([...actions, newClickAction("openUrl", objects)])}
      >
        <PlusIcon className="size-4" />
        {t("sceneEditor.click.add")}
      </Button>
    </div>
  );
}
