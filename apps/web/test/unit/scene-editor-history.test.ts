import { describe, expect, it } from "vitest";
import {
  canRedo,
  canUndo,
  createHistory,
  pushHistory,
  redo,
  replacePresent,
  undo,
} from "../../app/components/scene-editor/history";

describe("undo/redo stack", () => {
  it("undoes and redoes in order", () => {
    let h = createHistory(["a"]);
    h = pushHistory(h, ["a", "b"]);
    h = pushHistory(h, ["a", "b", "c"]);
    expect(canUndo(h)).toBe(true);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toEqual(["a", "b"]);
    h = undo(h);
    expect(h.present).toEqual(["a"]);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toEqual(["a", "b"]);
    h = redo(h);
    expect(h.present).toEqual(["a", "b", "c"]);
    expect(redo(h)).toBe(h);
  });

  it("drops the redo branch after a new edit", () => {
    let h = pushHistory(pushHistory(createHistory(1), 2), 3);
    h = undo(h);
    h = pushHistory(h, 4);
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe(2);
  });

  it("coalesces consecutive edits with the same key into one step", () => {
    let h = createHistory("");
    h = pushHistory(h, "1", "pos-x");
    h = pushHistory(h, "12", "pos-x");
    h = pushHistory(h, "12.5", "pos-x");
    expect(h.past).toEqual([""]);
    h = pushHistory(h, "name", "name");
    expect(h.past).toEqual(["", "12.5"]);
    expect(undo(h).present).toBe("12.5");
    expect(undo(undo(h)).present).toBe("");
  });

  it("does not coalesce across an undo", () => {
    let h = pushHistory(createHistory(0), 1, "k");
    h = undo(h);
    h = pushHistory(h, 2, "k");
    expect(h.past).toEqual([0]);
    expect(h.present).toBe(2);
  });

  it("ignores a push of the present itself", () => {
    const h = createHistory([1]);
    expect(pushHistory(h, h.present)).toBe(h);
  });

  it("replaces the present without an undo step (model fitted after adding)", () => {
    let h = pushHistory(createHistory("empty"), "added");
    h = replacePresent(h, "added+fitted");
    expect(h.past).toEqual(["empty"]);
    expect(undo(h).present).toBe("empty");
    expect(redo(undo(h)).present).toBe("added+fitted");
  });

  it("keeps at most the limit of steps", () => {
    let h = createHistory(0);
    for (let i = 1; i <= 10; i++) h = pushHistory(h, i, null, 3);
    expect(h.past).toEqual([7, 8, 9]);
  });
});
