// The script API of code projects (editors spec 9): primitive and asset objects with position,
// rotation in degrees, scale and material colour (script-object.ts, checked values in
// script-values.ts); the project's markers (found / lost events, an anchor to attach objects to;
// script-markers.ts), per-frame updates and taps on objects and on the screen. Pure JavaScript
// with no three.js and no DOM, so it runs inside the sandbox's Worker (and in unit tests); it
// records what the script asks for as a SceneDescription, which the preview frame builds with
// three.js (scene-builder.ts). Its shape for the editor (completion, type errors) is apps/web's
// script-api-dts.ts: keep the two in step. The same module runs in the editor's preview and in
// the public viewer.
import { parseColor, colorToHex } from "./script-colors";
import { PRIMITIVE_MESHES } from "@ar/scene-kinds";
import type { MarkerInfo, SceneDescription, ScriptEvent } from "./scene-description";
import { ScriptMarker } from "./script-markers";
import { ScriptObject } from "./script-object";
import { ScriptApiError } from "./script-values";

export { ScriptApiError, ScriptVector3 } from "./script-values";
export { ScriptObject, type ObjectOptions } from "./script-object";
export { ScriptAnchor, ScriptMarker } from "./script-markers";

export type ScriptApi = {
  /** The names the script sees (function parameters), in order. */
  globals: Record<string, unknown>;
  /** The scene as the script has left it. */
  describe(): SceneDescription;
  /** Notes about the run that are not errors (an asset name the project does not have). */
  warnings: { message: string; line: number | null }[];
  /** Runs the script's handlers for one event (after the script's first run). */
  dispatch(event: ScriptEvent): void;
};

function show(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof ScriptObject) return `${value.kind} "${value.name}"`;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Logs are capped, so a loop of log() calls cannot flood the page. */
const MAX_LOGS = 200;

export function createScriptApi(opts: {
  assetNames: readonly string[];
  markers?: readonly MarkerInfo[];
  currentLine?: () => number | null;
}): ScriptApi {
  const objects: ScriptObject[] = [];
  let nextId = 1;
  const markers = (opts.markers ?? []).map((m) => new ScriptMarker(m));
  const frameHandlers: ((dt: number) => void)[] = [];
  const tapHandlers: ((object: ScriptObject | null, point: { x: number; y: number }) => void)[] = [];
  const logs: string[] = [];
  const warnings: ScriptApi["warnings"] = [];
  const line = () => opts.currentLine?.() ?? null;
  let background: number | null = null;

  const primitive = (mesh: unknown, options?: unknown) => {
    if (typeof mesh !== "string" || !(PRIMITIVE_MESHES as readonly string[]).includes(mesh)) {
      throw new ScriptApiError(`Unknown primitive "${String(mesh)}": use one of ${PRIMITIVE_MESHES.join(", ")}`);
    }
    // Editors spec 9: primitives are white until coloured.
    const object = new ScriptObject(nextId++, "primitive", mesh, 0xffffff, line()).apply(options);
    objects.push(object);
    return object;
  };
  const asset = (name: unknown, options?: unknown) => {
    if (typeof name !== "string" || name.trim() === "") throw new ScriptApiError("asset() needs the asset's name");
    const at = line();
    if (!opts.assetNames.includes(name))
      warnings.push({ message: `There is no asset named "${name}" in this project`, line: at });
    const object = new ScriptObject(nextId++, "asset", name, null, at).apply(options);
    objects.push(object);
    return object;
  };
  const log = (...values: unknown[]) => {
    if (logs.length < MAX_LOGS) logs.push(values.map(show).join(" "));
  };
  const scene = {
    get background(): string | null {
      return background === null ? null : colorToHex(background);
    },
    set background(value: string | number | null) {
      background = value === null ? null : parseColor(value);
    },
    get objects(): readonly ScriptObject[] {
      return [...objects];
    },
    remove(object: ScriptObject) {
      const i = objects.indexOf(object);
      if (i >= 0) objects.splice(i, 1);
    },
  };

  /** A marker by its name, or the first marker when no name is given; null if there is none. */
  const marker = (name?: unknown) => {
    if (name === undefined) return markers[0] ?? null;
    return markers.find((m) => m.name === String(name)) ?? null;
  };
  const onFrame = (handler: unknown) => {
    if (typeof handler !== "function") throw new ScriptApiError("onFrame needs a function");
    frameHandlers.push(handler as (dt: number) => void);
  };
  const onTap = (handler: unknown) => {
    if (typeof handler !== "function") throw new ScriptApiError("onTap needs a function");
    tapHandlers.push(handler as (typeof tapHandlers)[number]);
  };

  const dispatch = (event: ScriptEvent) => {
    if (event.type === "frame") {
      for (const h of frameHandlers) h(event.dt);
    } else if (event.type === "found" || event.type === "lost") {
      markers.find((m) => m.id === event.marker)?.set(event.type === "found");
    } else if (event.type === "tap") {
      const hit = event.object === null ? null : (objects.find((o) => o.nodeId === event.object) ?? null);
      if (hit) for (const h of hit.tapHandlers) h.call(hit, hit);
      for (const h of tapHandlers) h(hit, { x: event.x, y: event.y });
    }
  };

  return {
    globals: {
      primitive,
      asset,
      scene,
      log,
      console: { log, info: log, warn: log, error: log },
      markers: Object.freeze([...markers]),
      marker,
      onFrame,
      onTap,
    },
    describe: () => ({
      background,
      nodes: objects.map((o) => o.toNode()),
      logs: [...logs],
      wantsFrames: frameHandlers.length > 0,
    }),
    warnings,
    dispatch,
  };
}
