// Arrow-key movement for a group with one tab stop (WAI-ARIA tabs and radio group patterns):
// arrows move to the next or previous item, wrapping around; Home and End jump to the ends.
// Radix gives this to its own tabs and menus; the few hand-made groups use this.

/** The index an arrow/Home/End key moves to, or null for any other key. */
export function rovingIndex(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  const step = ({ ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 } as Record<string, number>)[key];
  if (step !== undefined) return (((index + step) % count) + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * onKeyDown for a hand-made radio group or tab list whose items are buttons: the arrows move to
 * the next enabled item, focus it and choose it (selection follows focus, as in native radios).
 * The chosen item carries tabIndex 0 and the others -1, so the group is one tab stop.
 */
export function rovingKeyDown(e: { key: string; currentTarget: HTMLElement; preventDefault(): void }): void {
  const items = [...e.currentTarget.querySelectorAll<HTMLButtonElement>("[role=radio],[role=tab]")].filter(
    (el) => !el.disabled,
  );
  const active = e.currentTarget.ownerDocument.activeElement;
  const index = items.findIndex((el) => el === active);
  const next = rovingIndex(e.key, Math.max(index, 0), items.length);
  if (next === null) return;
  e.preventDefault();
  const item = items[next]!;
  item.focus();
  item.click();
}
