// The project's markers as scripts see them (script-api.ts): found / lost events and the anchor
// objects are attached to.
import type { MarkerInfo } from "./scene-description";
import { ScriptObject } from "./script-object";
import { ScriptApiError } from "./script-values";

/** The object scripts attach things to: it follows its marker (hidden while the marker is lost). */
export class ScriptAnchor {
  readonly #marker: string;
  constructor(marker: string) {
    this.#marker = marker;
  }
  /** Puts objects on this marker: their position is then in marker units (1 = the marker's width). */
  add(...objects: ScriptObject[]): this {
    for (const o of objects) {
      if (!(o instanceof ScriptObject))
        throw new ScriptApiError("anchor.add() takes objects made by primitive() or asset()");
      o.attach(this.#marker);
    }
    return this;
  }
  /** Takes objects off this marker (back to the default anchor). */
  remove(...objects: ScriptObject[]): this {
    for (const o of objects) if (o instanceof ScriptObject && o.anchorId === this.#marker) o.attach(null);
    return this;
  }
}

/** A marker of the project (a QR code or an image), as scripts see it. */
export class ScriptMarker {
  readonly id: string;
  readonly name: string;
  readonly kind: "qr" | "image";
  readonly anchor: ScriptAnchor;
  #found = false;
  readonly #onFound: (() => void)[] = [];
  readonly #onLost: (() => void)[] = [];
  constructor(info: MarkerInfo) {
    this.id = info.id;
    this.name = info.name;
    this.kind = info.kind;
    this.anchor = new ScriptAnchor(info.id);
  }
  /** The marker is in view now. */
  get found(): boolean {
    return this.#found;
  }
  onFound(handler: () => void): this {
    if (typeof handler !== "function") throw new ScriptApiError("onFound needs a function");
    this.#onFound.push(handler);
    return this;
  }
  onLost(handler: () => void): this {
    if (typeof handler !== "function") throw new ScriptApiError("onLost needs a function");
    this.#onLost.push(handler);
    return this;
  }
  /** @internal the host's found/lost event; handlers run only on a change. */
  set(found: boolean) {
    if (found === this.#found) return;
    this.#found = found;
    for (const h of found ? this.#onFound : this.#onLost) h.call(this);
  }
}
