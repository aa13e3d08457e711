// Checked numbers and vectors of the script API (script-api.ts): what a script sets on an object
// is validated here, and a wrong value is a ScriptApiError naming the field.
import type { Vec3 } from "./scene-description";

/** A user mistake the script API reports with the script's line (not an internal failure). */
export class ScriptApiError extends Error {}

export function finite(value: unknown, what: string): number {
  if (typeof value !== "number" || !Number.isFinite(value))
    throw new ScriptApiError(`${what} must be a finite number, got ${String(value)}`);
  return value;
}

export function vec(value: unknown, what: string): Vec3 {
  if (!Array.isArray(value) || value.length !== 3) throw new ScriptApiError(`${what} must be [x, y, z]`);
  return [finite(value[0], `${what}[0]`), finite(value[1], `${what}[1]`), finite(value[2], `${what}[2]`)];
}

/** x, y, z with checked numbers; `set(x, y, z)` chains. */
export class ScriptVector3 {
  #v: Vec3;
  readonly #label: string;
  constructor(initial: Vec3, label: string) {
    this.#v = [...initial];
    this.#label = label;
  }
  get x() {
    return this.#v[0];
  }
  set x(v: number) {
    this.#v[0] = finite(v, `${this.#label}.x`);
  }
  get y() {
    return this.#v[1];
  }
  set y(v: number) {
    this.#v[1] = finite(v, `${this.#label}.y`);
  }
  get z() {
    return this.#v[2];
  }
  set z(v: number) {
    this.#v[2] = finite(v, `${this.#label}.z`);
  }
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
