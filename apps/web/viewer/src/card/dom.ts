// A small element builder for the card pages (no framework in the viewer). Text goes in through
// textContent only, never innerHTML: the wish text and pack names are other people's input.
type Attrs = Record<string, string | number | boolean | null | undefined>;
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") el.className = String(value);
    else if (name === "text") el.textContent = String(value);
    else el.setAttribute(name, value === true ? "" : String(value));
  }
  for (const c of children) if (c) el.append(c);
  return el;
}

/** An id unique on the page, for label/aria wiring. */
let counter = 0;
export const uid = (prefix: string) => `${prefix}-${++counter}`;
