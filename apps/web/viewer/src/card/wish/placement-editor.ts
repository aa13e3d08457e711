// Step 3's stage: the card face with the placed stickers and models, moved by hand. One finger or
// the mouse drags; two fingers pinch to scale and turn; the wheel scales; the round handle above
// the selected item turns it; the keyboard does all of it (placement.ts applyKey) and Delete
// removes. The selection's handle and remove button live outside the item (no control inside a
// control), following it on screen.
import { h } from "../dom";
import { t } from "../../shell/i18n";
import type { PackItem, Placed } from "../types";
import { itemVisual } from "./item-visual";
import { applyKey, moveBy, pinch, rotateToward, scaleBy, wheelFactor, type Point } from "./placement";

export type Entry = { kind: "sticker" | "model"; placed: Placed; item: PackItem | undefined; label: string };

export type PlacementEditor = {
  element: HTMLElement;
  add(entry: Entry): void;
  /** Lays the items out again (after the stage became visible or changed size). */
  layout(): void;
};

export function createPlacementEditor(opts: {
  faceSrc: string | null;
  aspect: number;
  entries: Entry[];
  onChange(entries: Entry[]): void;
}): PlacementEditor {
  const entries = opts.entries;
  const layer = h("div", { class: "card-stage-layer" });
  const face = opts.faceSrc
    ? h("img", { src: opts.faceSrc, alt: "", class: "card-stage-face" })
    : h("div", { class: "card-stage-face card-stage-blank" });
  const handle = h("div", { class: "card-rotate-handle", "aria-hidden": "true", title: t("card.place.rotate") });
  const remove = h("button", { type: "button", class: "card-remove", "aria-label": t("card.place.remove"), text: "×" });
  const frame = h("div", { class: "card-selection", hidden: true }, handle, remove);
  const stage = h(
    "div",
    { class: "card-stage", role: "group", "aria-label": t("card.place.stage"), "data-testid": "card-stage" },
    face,
    layer,
    frame,
  );
  stage.style.aspectRatio = String(opts.aspect);
  const nodes = new Map<Entry, HTMLElement>();
  let selected: Entry | null = null;

  const box = () => {
    const r = stage.getBoundingClientRect();
    return { width: r.width, height: r.height, left: r.left, top: r.top };
  };
  const local = (e: PointerEvent | WheelEvent): Point => {
    const b = box();
    return { x: e.clientX - b.left, y: e.clientY - b.top };
  };

  const place = (el: HTMLElement, p: Placed) => {
    el.style.left = `${p.x * 100}%`;
    el.style.top = `${p.y * 100}%`;
    el.style.width = `${p.scale * 100}%`;
    el.style.transform = `translate(-50%, -50%) rotate(${p.rotation}rad)`;
  };
  const placeFrame = () => {
    const node = selected && nodes.get(selected);
    frame.hidden = !node;
    if (!selected || !node) return;
    place(frame, selected.placed);
    frame.style.height = `${node.offsetHeight}px`;
  };
  const changed = (entry: Entry) => {
    const node = nodes.get(entry);
    if (node) place(node, entry.placed);
    placeFrame();
    opts.onChange(entries);
  };
  const select = (entry: Entry | null) => {
    selected = entry;
    for (const [e, node] of nodes) node.setAttribute("aria-pressed", String(e === entry));
    placeFrame();
  };
  const removeEntry = (entry: Entry) => {
    const i = entries.indexOf(entry);
    if (i >= 0) entries.splice(i, 1);
    nodes.get(entry)?.remove();
    nodes.delete(entry);
    select(null);
    opts.onChange(entries);
  };

  // Pointers down on the selected item: one drags, two pinch from where they started.
  const pointers = new Map<number, Point>();
  let gesture: { start: Placed; a0: Point; b0: Point } | null = null;
  const restartGesture = () => {
    const pts = [...pointers.values()];
    gesture = selected && pts.length >= 2 ? { start: { ...selected.placed }, a0: pts[0]!, b0: pts[1]! } : null;
  };

  const mount = (entry: Entry) => {
    const node = h(
      "div",
      {
        class: "card-placed",
        tabindex: 0,
        role: "button",
        "aria-pressed": "false",
        "aria-label": entry.label,
        "data-testid": `card-placed-${entry.kind}`,
      },
      itemVisual(entry.item ?? { src: entry.placed.src }, entry.kind, ""),
    );
    node.addEventListener("pointerdown", (e) => {
      e.preventDefault();
      node.focus();
      if (selected !== entry) select(entry);
      node.setPointerCapture(e.pointerId);
      pointers.set(e.pointerId, local(e));
      restartGesture();
    });
    node.addEventListener("pointermove", (e) => {
      const prev = pointers.get(e.pointerId);
      if (!prev || selected !== entry) return;
      const now = local(e);
      pointers.set(e.pointerId, now);
      if (gesture) {
        const pts = [...pointers.values()];
        entry.placed = pinch(gesture.start, gesture.a0, gesture.b0, pts[0]!, pts[1]!, box());
      } else {
        entry.placed = moveBy(entry.placed, now.x - prev.x, now.y - prev.y, box());
      }
      changed(entry);
    });
    const up = (e: PointerEvent) => {
      pointers.delete(e.pointerId);
      restartGesture();
    };
    node.addEventListener("pointerup", up);
    node.addEventListener("pointercancel", up);
    node.addEventListener(
      "wheel",
      (e) => {
        e.preventDefault();
        if (selected !== entry) select(entry);
        entry.placed = scaleBy(entry.placed, wheelFactor(e.deltaY));
        changed(entry);
      },
      { passive: false },
    );
    node.addEventListener("keydown", (e) => {
      if (e.key === "Delete" || e.key === "Backspace") {
        e.preventDefault();
        removeEntry(entry);
        return;
      }
      const next = applyKey(entry.placed, e.key, e.shiftKey);
      if (!next) return;
      e.preventDefault();
      if (selected !== entry) select(entry);
      entry.placed = next;
      changed(entry);
    });
    node.addEventListener("focus", () => select(entry));
    // The picture's height is known once it loads: the selection frame follows it.
    node.addEventListener("load", placeFrame, true);
    nodes.set(entry, node);
    place(node, entry.placed);
    layer.append(node);
  };

  handle.addEventListener("pointerdown", (e) => {
    e.preventDefault();
    handle.setPointerCapture(e.pointerId);
  });
  handle.addEventListener("pointermove", (e) => {
    if (!selected || !handle.hasPointerCapture(e.pointerId)) return;
    selected.placed = rotateToward(selected.placed, local(e), box());
    changed(selected);
  });
  remove.addEventListener("click", () => {
    if (selected) removeEntry(selected);
  });
  // A tap on the empty card clears the selection.
  face.addEventListener("pointerdown", () => select(null));

  for (const entry of entries) mount(entry);

  return {
    element: stage,
    add(entry) {
      entries.push(entry);
      mount(entry);
      select(entry);
      nodes.get(entry)?.focus();
      opts.onChange(entries);
    },
    layout: placeFrame,
  };
}
