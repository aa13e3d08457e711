// The script API of code projects (editors spec 9): primitive and asset objects with position,
// rotation in degrees, scale and material colour. Pure JavaScript with no three.js and no DOM, so it
// runs inside the sandbox's Worker (and in unit tests); it records what the script asks for as a
// SceneDescription, which the preview frame builds with three.js (scene-builder.ts).
// Its shape for the editor (completion, type errors) is script-api-dts.ts: keep the two in step.
import { parseColor, colorToHex } from "./script-colors";
import { PRIMITIVE_MESHES, type PrimitiveMesh, type SceneDescription, type SceneNode, type Vec3 } from "./scene-description";

/** A user mistake the script API reports with the script's line (not an internal failure). */
export class ScriptApiError extends Error {}

function finite(value: unknown, what: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new ScriptApiError(`${what} must be a finite number, got ${String(value)}`);
  return value;
}

/** x, y, z with checked numbers; `set(x, y, z)` chains. */
export class ScriptVector3 {
  #v: Vec3;
  readonly #label: string;
  constructor(initial: Vec3, label: string) {
    this.#v = [...initial];
    this.#label = label;
  }
  get x() { return this.#v[0]; }
  set x(v: number) { this.#v[0] = finite(v, `${this.#label}.x`); }
  get y() { return this.#v[1]; }
  set y(v: number) { this.#v[1] = finite(v, `${this.#label}.y`); }
  get z() { return this.#v[2]; }
  set z(v: number) { this.#v[2] = finite(v, `${this.#label}.z`); }
  set(x: number, y: number, z: number): this {
    this.#v = [finite(x, `${this.#label}.x`), finite(y, `${this.#label}.y`), finite(z, `${this.#label}.z`)];
    return this;
  }
  toArray(): Vec3 {
    return [...this.#v];
  }
  toString() {
    return `(${this.#v.join(", ")})`;
  }
}

export type ObjectOptions = {
  name?: string;
  position?: Vec3;
  rotation?: Vec3;
  scale?: Vec3 | number;
  color?: string | number;
  opacity?: number;
  visible?: boolean;
};

function vec(value: unknown, what: string): Vec3 {
  if (!Array.isArray(value) || value.length !== 3) throw new ScriptApiError(`${what} must be [x, y, z]`);
  return [finite(value[0], `${what}[0]`), finite(value[1], `${what}[1]`), finite(value[2], `${what}[2]`)];
}

/** An object of the scene, as scripts see it. */
export class ScriptObject {
  readonly kind: "primitive" | "asset";
  readonly type: string;
  name: string;
  readonly position = new ScriptVector3([0, 0, 0], "position");
  /** Degrees. */
  readonly rotation = new ScriptVector3([0, 0, 0], "rotation");
  readonly scale = new ScriptVector3([1, 1, 1], "scale");
  visible = true;
  #color: number | null;
  #opacity = 1;
  readonly #line: number | null;

  constructor(kind: "primitive" | "asset", type: string, color: number | null, line: number | null) {
    this.kind = kind;
    this.type = type;
    this.name = type;
    this.#color = color;
    this.#line = line;
  }

  /** "#rrggbb", or null while a GLB keeps its own materials. */
  get color(): string | null {
    return this.#color === null ? null : colorToHex(this.#color);
  }
  set color(value: string | number | null) {
    this.#color = value === null ? null : parseColor(value);
  }
  get opacity() {
    return this.#opacity;
  }
  set opacity(value: number) {
    const v = finite(value, "opacity");
    if (v < 0 || v > 1) throw new ScriptApiError(`opacity must be from 0 to 1, got ${v}`);
    this.#opacity = v;
  }

  setPosition(x: number, y: number, z: number): this {
    this.position.set(x, y, z);
    return this;
  }
  setRotation(x: number, y: number, z: number): this {
    this.rotation.set(x, y, z);
    return this;
  }
  /** One number scales evenly. */
  setScale(x: number, y?: number, z?: number): this {
    this.scale.set(x, y ?? x, z ?? (y === undefined ? x : 1));
    return this;
  }
  setColor(color: string | number): this {
    this.color = color;
    return this;
  }

  /** Applies the options object of primitive()/asset(). */
  apply(options: unknown): this {
    if (options === undefined) return this;
    if (typeof options !== "object" || options === null) throw new ScriptApiError("options must be an object");
    const o = options as Record<string, unknown>;
    if (o.name !== undefined) this.name = String(o.name);
    if (o.position !== undefined) this.position.set(...vec(o.position, "position"));
    if (o.rotation !== undefined) this.rotation.set(...vec(o.rotation, "rotation"));
    if (typeof o.scale === "number") this.setScale(o.scale);
    else if (o.scale !== undefined) this.scale.set(...vec(o.scale, "scale"));
    if (o.color !== undefined) this.color = o.color as string | number;
    if (o.opacity !== undefined) this.opacity = o.opacity as number;
    if (o.visible !== undefined) this.visible = Boolean(o.visible);
    return this;
  }

  toNode(): SceneNode {
    const base = {
      name: this.name,
      position: this.position.toArray(),
      rotation: this.rotation.toArray(),
      scale: this.scale.toArray(),
      color: this.#color,
      opacity: this.#opacity,
      visible: this.visible,
      line: this.#line,
    };
    return this.kind === "primitive" ? { ...base, kind: "primitive", mesh: this.type as PrimitiveMesh } : { ...base, kind: "asset", asset: this.type };
  }
}

export type ScriptApi = {
  /** The names the script sees (function parameters), in order. */
  globals: Record<string, unknown>;
  /** The scene as the script has left it. */
  describe(): SceneDescription;
  /** Notes about the run that are not errors (an asset name the project does not have). */
  warnings: { message: string; line: number | null }[];
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

export function createScriptApi(opts: { assetNames: readonly string[]; currentLine?: () => number | null }): ScriptApi {
  const objects: ScriptObject[] = [];
  const logs: string[] = [];
  const warnings: ScriptApi["warnings"] = [];
  const line = () => opts.currentLine?.() ?? null;
  let background: number | null = null;

  const primitive = (mesh: unknown, options?: unknown) => {
    if (typeof mesh !== "string" || !(PRIMITIVE_MESHES as readonly string[]).includes(mesh)) {
      throw new ScriptApiError(`Unknown primitive "${String(mesh)}": use one of ${PRIMITIVE_MESHES.join(", ")}`);
    }
    // Editors spec 9: primitives are white until coloured.
    const object = new ScriptObject("primitive", mesh, 0xffffff, line()).apply(options);
    objects.push(object);
    return object;
  };
  const asset = (name: unknown, options?: unknown) => {
    if (typeof name !== "string" || name.trim() === "") throw new ScriptApiError("asset() needs the asset's name");
    const at = line();
    if (!opts.assetNames.includes(name)) warnings.push({ message: `There is no asset named "${name}" in this project`, line: at });
    const object = new ScriptObject("asset", name, null, at).apply(options);
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

  return {
    globals: { primitive, asset, scene, log, console: { log, info: log, warn: log, error: log } },
    describe: () => ({ background, nodes: objects.map((o) => o.toNode()), logs: [...logs] }),
    warnings,
  };
}
