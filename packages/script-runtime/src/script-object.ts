// The scene objects of the script API (script-api.ts): primitives and assets with position,
// rotation in degrees, scale, colour, opacity, visibility and tap handlers, recorded as SceneNodes.
import { parseColor, colorToHex } from "./script-colors";
import type { PrimitiveMesh } from "@ar/scene-kinds";
import type { SceneNode, Vec3 } from "./scene-description";
import { finite, ScriptApiError, ScriptVector3, vec } from "./script-values";

export type ObjectOptions = {
  name?: string;
  position?: Vec3;
  rotation?: Vec3;
  scale?: Vec3 | number;
  color?: string | number;
  opacity?: number;
  visible?: boolean;
};

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
  /** Set by anchor.add(); null rides on the default anchor. */
  #anchor: string | null = null;
  readonly #id: number;
  readonly #taps: ((object: ScriptObject) => void)[] = [];
  #color: number | null;
  #opacity = 1;
  readonly #line: number | null;

  constructor(id: number, kind: "primitive" | "asset", type: string, color: number | null, line: number | null) {
    this.#id = id;
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
  /** Runs `handler` when this object is tapped (in the viewer or the preview). */
  onTap(handler: (object: ScriptObject) => void): this {
    if (typeof handler !== "function") throw new ScriptApiError("onTap needs a function");
    this.#taps.push(handler);
    return this;
  }
  /** The marker id of its anchor, or null. */
  get anchorId(): string | null {
    return this.#anchor;
  }
  /** @internal for Anchor.add */
  attach(marker: string | null) {
    this.#anchor = marker;
  }
  /** @internal for the tap event */
  get tapHandlers(): readonly ((object: ScriptObject) => void)[] {
    return this.#taps;
  }
  /** @internal */
  get nodeId(): number {
    return this.#id;
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
      id: this.#id,
      anchor: this.#anchor,
      name: this.name,
      position: this.position.toArray(),
      rotation: this.rotation.toArray(),
      scale: this.scale.toArray(),
      color: this.#color,
      opacity: this.#opacity,
      visible: this.visible,
      line: this.#line,
    };
    return this.kind === "primitive"
      ? { ...base, kind: "primitive", mesh: this.type as PrimitiveMesh }
      : { ...base, kind: "asset", asset: this.type };
  }
}
