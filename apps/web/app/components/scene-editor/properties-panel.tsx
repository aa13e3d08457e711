// The right-hand panel: name and transform of the selected object, then its data by type
// (editors spec §3) and its click actions.
import { useTranslation } from "react-i18next";
import type { EditorAsset, SceneObject } from "../ar-projects/editor-contract";
import { Checkbox } from "../ui/checkbox";
import { ClickActionsEditor } from "./click-actions-editor";
import { clickActionsOf } from "./click-actions";
import { ColorField, FieldLabel, PanelSection, SelectField, Vec3Field, fieldClasses } from "./panel-fields";
import { toDegrees, toRadians } from "./placement";
import { ANIMATION_PLAY_MODES, ENV_MAPS, PRIMITIVE_MESHES, VIDEO_TYPES } from "@ar/scene-kinds";
import { DEFAULT_CHROMA_KEY } from "./scene-constants";
import { nameForNewShape } from "./object-defaults";

type Vec3 = [number, number, number];
export type ObjectPatch = Partial<Pick<SceneObject, "name" | "position" | "rotation" | "scale" | "data">>;

export type PropertiesPanelProps = {
  objects: SceneObject[];
  selection: string[];
  assetsById: Map<string, EditorAsset>;
  animationCounts: ReadonlyMap<string, number>;
  onPatch: (id: string, patch: ObjectPatch, coalesceKey?: string) => void;
  onData: (id: string, data: Record<string, unknown>, coalesceKey?: string) => void;
};

const withAxis = (v: Vec3, axis: 0 | 1 | 2, n: number): Vec3 => v.map((x, i) => (i === axis ? n : x)) as Vec3;

export function PropertiesPanel(props: PropertiesPanelProps) {
  const { t } = useTranslation();
  const selected = props.objects.filter((o) => props.selection.includes(o.id));
  if (selected.length === 0) {
    return <p className="px-4 py-6 text-sm text-slate-500">{t("sceneEditor.props.nothingSelected")}</p>;
  }
  if (selected.length > 1) {
    return (
      <div className="space-y-2 px-4 py-4" data-testid="multi-selection">
        <p className="text-sm font-medium text-slate-800">
          {t("sceneEditor.props.multiSelected", { count: selected.length })}
        </p>
        <ul className="space-y-0.5 text-xs text-slate-600">
          {selected.map((o) => (
            <li key={o.id} className="truncate">
              {o.name}
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-500">{t("sceneEditor.props.multiHint")}</p>
      </div>
    );
  }
  return <SingleObjectPanel {...props} object={selected[0]!} />;
}

function SingleObjectPanel({
  object: o,
  objects,
  assetsById,
  animationCounts,
  onPatch,
  onData,
}: PropertiesPanelProps & { object: SceneObject }) {
  const { t } = useTranslation();
  const d = o.data ?? {};
  const setData = (patch: Record<string, unknown>, key?: string) => onData(o.id, { ...d, ...patch }, key);
  const asset = o.assetId === null || o.assetId === undefined ? undefined : assetsById.get(String(o.assetId));
  const bool = (k: string, def: boolean) => (typeof d[k] === "boolean" ? (d[k] as boolean) : def);
  const str = (k: string, def: string) => (typeof d[k] === "string" ? (d[k] as string) : def);
  const toggle = (k: string, def: boolean, label: string) => (
    <Checkbox
      checked={bool(k, def)}
      onCheckedChange={(v) => setData({ [k]: v })}
      label={label}
      data-testid={`prop-${k}`}
    />
  );
  const animations = animationCounts.get(o.id);
  return (
    <div data-testid="properties">
      <PanelSection>
        <div>
          <FieldLabel htmlFor={`name-${o.id}`}>{t("sceneEditor.props.name")}</FieldLabel>
          <input
            id={`name-${o.id}`}
            data-testid="prop-name"
            className={fieldClasses}
            value={o.name}
            maxLength={200}
            onChange={(e) => onPatch(o.id, { name: e.target.value }, `name-${o.id}`)}
          />
        </div>
        <p className="text-xs text-slate-500">
          {t(`sceneEditor.types.${o.type}`)}
          {asset && <span className="break-all"> · {asset.name}</span>}
        </p>
        {o.type !== "primitive" && o.type !== "sceneMarker" && o.type !== "audio" && !asset && (
          <p className="text-xs font-medium text-red-600">{t("sceneEditor.props.fileMissing")}</p>
        )}
        {asset && !asset.src && (
          <p className="text-xs text-amber-700">
            {t("sceneEditor.props.fileProcessing", { progress: Math.round(asset.progress) })}
          </p>
        )}
        {o.type === "sceneMarker" && <p className="text-xs text-slate-500">{t("sceneEditor.props.markerHint")}</p>}
      </PanelSection>
      <PanelSection>
        <Vec3Field
          label={t("sceneEditor.props.position")}
          testId="prop-position"
          value={o.position}
          onCommit={(axis, v) => onPatch(o.id, { position: withAxis(o.position, axis, v) }, `pos-${axis}-${o.id}`)}
        />
        <Vec3Field
          label={t("sceneEditor.props.rotation")}
          testId="prop-rotation"
          value={o.rotation}
          toDisplay={toDegrees}
          fromDisplay={toRadians}
          onCommit={(axis, v) => onPatch(o.id, { rotation: withAxis(o.rotation, axis, v) }, `rot-${axis}-${o.id}`)}
        />
        <Vec3Field
          label={t("sceneEditor.props.scale")}
          testId="prop-scale"
          value={o.scale}
          onCommit={(axis, v) => onPatch(o.id, { scale: withAxis(o.scale, axis, v) }, `scale-${axis}-${o.id}`)}
        />
      </PanelSection>

      {o.type === "primitive" && (
        <PanelSection>
          <SelectField
            label={t("sceneEditor.props.mesh")}
            testId="prop-mesh"
            value={str("mesh", "cube")}
            onChange={(e) => {
              // One undo step for the shape and the name that follows it.
              const mesh = e.target.value;
              const name = nameForNewShape(
                o,
                t(`sceneEditor.props.meshes.${str("mesh", "cube")}`),
                t(`sceneEditor.props.meshes.${mesh}`),
                objects,
              );
              onPatch(o.id, { data: { ...d, mesh }, name });
            }}
          >
            {PRIMITIVE_MESHES.map((m) => (
              <option key={m} value={m}>
                {t(`sceneEditor.props.meshes.${m}`)}
              </option>
            ))}
          </SelectField>
          {toggle("colorOn", true, t("sceneEditor.props.colorOn"))}
          <ColorField
            label={t("sceneEditor.props.color")}
            testId="prop-color"
            value={str("color", "#FFFFFF")}
            disabled={!bool("colorOn", true)}
            onCommit={(hex) => setData({ color: hex }, `color-${o.id}`)}
          />
        </PanelSection>
      )}

      {o.type === "glb" && (
        <PanelSection>
          {toggle("playAnimation", true, t("sceneEditor.props.playAnimation"))}
          {animations === 0 && (
            <p className="-mt-1 pl-8 text-xs text-slate-500">{t("sceneEditor.props.noAnimations")}</p>
          )}
          <SelectField
            label={t("sceneEditor.props.animationPlayMode")}
            testId="prop-animationPlayMode"
            value={str("animationPlayMode", "loop")}
            onChange={(e) => setData({ animationPlayMode: e.target.value })}
          >
            {ANIMATION_PLAY_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`sceneEditor.props.playModes.${m}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("sceneEditor.props.envMap")}
            testId="prop-envMap"
            value={str("envMap", "none")}
            onChange={(e) => setData({ envMap: e.target.value })}
          >
            {ENV_MAPS.map((m) => (
              <option key={m} value={m}>
                {t(`sceneEditor.props.envMaps.${m}`)}
              </option>
            ))}
          </SelectField>
        </PanelSection>
      )}

      {o.type === "video" && (
        <PanelSection>
          <SelectField
            label={t("sceneEditor.props.videoType")}
            testId="prop-videoType"
            value={str("videoType", "video")}
            onChange={(e) => setData({ videoType: e.target.value })}
          >
            {VIDEO_TYPES.map((m) => (
              <option key={m} value={m}>
                {t(`sceneEditor.props.videoTypes.${m}`)}
              </option>
            ))}
          </SelectField>
          {toggle("chromaKeyEnabled", false, t("sceneEditor.props.chromaKeyEnabled"))}
          <ColorField
            label={t("sceneEditor.props.chromaKey")}
            testId="prop-chromaKey"
            value={str("chromaKey", DEFAULT_CHROMA_KEY)}
            disabled={!bool("chromaKeyEnabled", false)}
            onCommit={(hex) => setData({ chromaKey: hex }, `chroma-${o.id}`)}
          />
          {toggle("autoplay", true, t("sceneEditor.props.autoplay"))}
          {toggle("muted", false, t("sceneEditor.props.muted"))}
        </PanelSection>
      )}

      {o.type === "audio" && (
        <PanelSection>
          {toggle("autoplay", true, t("sceneEditor.props.autoplay"))}
          <SelectField
            label={t("sceneEditor.props.animModel")}
            testId="prop-animModel"
            value={typeof d.animModel === "string" ? d.animModel : ""}
            onChange={(e) =>
              setData({ animModel: e.target.value || null, ...(e.target.value ? {} : { animModelEnable: false }) })
            }
          >
            <option value="">{t("sceneEditor.props.animModelNone")}</option>
            {objects
              .filter((x) => x.type === "glb")
              .map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name || x.id}
                </option>
              ))}
          </SelectField>
          <Checkbox
            checked={bool("animModelEnable", false)}
            disabled={typeof d.animModel !== "string"}
            onCheckedChange={(v) => setData({ animModelEnable: v })}
            label={t("sceneEditor.props.animModelEnable")}
            data-testid="prop-animModelEnable"
          />
        </PanelSection>
      )}

      {o.type !== "sceneMarker" && o.type !== "audio" && (
        <PanelSection title={t("sceneEditor.click.title")}>
          <ClickActionsEditor
            actions={clickActionsOf(o)}
            objects={objects}
            animations={animationCounts}
            onChange={(click, key) => setData({ click }, key && `${key}-${o.id}`)}
          />
        </PanelSection>
      )}
    </div>
  );
}
