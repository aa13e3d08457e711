import { describe, expect, it } from "vitest";
import type { SceneObject } from "../../app/components/ar-projects/editor-contract";
import { editObjects, emptyDrafts, forgetScene } from "../../app/components/ar-projects/editor-drafts";
import { diffObjects, draftSaved, scenesSavedElsewhere } from "../../app/components/ar-projects/draft-sync";

const obj = (id: string, x = 0): SceneObject => ({
  id,
  name: `N-${id}`,
  type: "primitive",
  position: [x, 0, 0],
  rotation: [0, 0, 0],
  scale: [1, 1, 1],
});

describe("draft sync", () => {
  it("a draft keeps the version of its first edit as its base until a save moves it on", () => {
    let d = editObjects(emptyDrafts, 1, [obj("a")], 4);
    d = editObjects(d, 1, [obj("a"), obj("b")], 9);
    expect(d.bases).toEqual({ 1: 4 });
    const saving = d.objects[1]!;
    d = draftSaved(d, 1, saving, 5);
    expect([d.bases, d.edited]).toEqual([{ 1: 5 }, []]);
    expect(forgetScene(d, 1).bases).toEqual({});
  });

  it("an edit made while the save was on its way keeps the scene edited", () => {
    let d = editObjects(emptyDrafts, 1, [obj("a")], 0);
    const inFlight = d.objects[1]!;
    d = editObjects(d, 1, [obj("a", 2)], 0);
    d = draftSaved(d, 1, inFlight, 1);
    expect([d.bases[1], d.edited]).toEqual([1, [1]]);
  });

  it("scenes saved elsewhere are reloaded only when they hold no unsaved edit", () => {
    const loaded = [
      { id: 1, version: 3 },
      { id: 2, version: 0 },
      { id: 3, version: 1 },
    ];
    let d = editObjects(emptyDrafts, 2, [obj("x")], 0);
    d = draftSaved(d, 2, d.objects[2]!, 1);
    d = editObjects(d, 3, [obj("y")], 1);
    // 1: someone saved (3 → 4); 2: our own save (base 1) is what the server has; 3: ours unsaved.
    expect(
      scenesSavedElsewhere(
        d,
        [
          { id: 1, version: 4 },
          { id: 2, version: 1 },
          { id: 3, version: 2 },
        ],
        loaded,
      ),
    ).toEqual([1]);
    expect(scenesSavedElsewhere(d, [{ id: 2, version: 2 }], loaded)).toEqual([2]);
    expect(scenesSavedElsewhere(emptyDrafts, loaded, loaded)).toEqual([]);
  });

  it("the conflict's difference by object id: only mine, only theirs, changed in both", () => {
    expect(diffObjects([obj("a"), obj("b", 1), obj("m")], [obj("a"), obj("b", 2), obj("t")])).toEqual({
      onlyMine: ["N-m"],
      onlyTheirs: ["N-t"],
      changed: ["N-b"],
    });
    expect(diffObjects([], [])).toEqual({ onlyMine: [], onlyTheirs: [], changed: [] });
  });
});
