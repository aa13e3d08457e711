import { describe, expect, it } from "vitest";
import type { SceneObject } from "../../app/components/ar-projects/editor-contract";
import {
  codeOf,
  discardAll,
  editCode,
  editObjects,
  emptyDrafts,
  forgetScene,
  hasEdits,
  markSaved,
  objectsOf,
  usedAssetIds,
  withPreview,
} from "../../app/components/ar-projects/editor-drafts";
import { initialTab } from "../../app/components/ar-projects/use-open-project";

const obj = (id: string, assetId?: number | string | null): SceneObject => ({
  id,
  name: id,
  type: "video",
  assetId,
  position: [0, 0, 0],
  rotation: [0, 0, 0],
  scale: [1, 1, 1],
});
const scene = (id: number, data: unknown) => ({ id, data });

describe("editor drafts", () => {
  it("keeps each scene's objects as edited and marks it edited", () => {
    const s1 = scene(1, [obj("a")]);
    expect(objectsOf(emptyDrafts, s1)).toEqual([obj("a")]);
    expect(objectsOf(emptyDrafts, scene(2, null))).toEqual([]);
    const d = editObjects(editObjects(emptyDrafts, 1, [obj("b")]), 1, [obj("c")]);
    expect(objectsOf(d, s1)).toEqual([obj("c")]);
    expect(d.edited).toEqual([1]);
    expect(hasEdits(d)).toBe(true);
    expect(hasEdits(emptyDrafts)).toBe(false);
  });

  it("clears the edited flags of what was saved and the uploaded previews", () => {
    const blob = new Blob(["x"]);
    let d = editObjects(editObjects(emptyDrafts, 1, []), 2, []);
    d = withPreview(editCode(d, { code: "x", assetData: {} }), 1, blob);
    const saved = markSaved(d, { scenes: [1], code: true, previews: [1] });
    expect(saved.edited).toEqual([2]);
    expect(saved.codeEdited).toBe(false);
    expect(saved.previews).toEqual({});
    expect(hasEdits(saved)).toBe(true);
    expect(hasEdits(markSaved(saved, { scenes: [2], code: false, previews: [] }))).toBe(false);
  });

  it("discard drops every edit; a deleted scene leaves no draft", () => {
    const d = withPreview(editObjects(emptyDrafts, 1, [obj("a")]), 1, new Blob(["x"]));
    expect(discardAll()).toEqual(emptyDrafts);
    const f = forgetScene(d, 1);
    expect(f.edited).toEqual([]);
    expect(f.objects).toEqual({});
    expect(f.previews).toEqual({});
  });

  it("starts code from the saved codeData, or empty for the code editor's default script", () => {
    expect(codeOf(emptyDrafts, { codeData: null })).toEqual({ code: "", assetData: {} });
    expect(codeOf(emptyDrafts, { codeData: { code: "cube()", assetData: { "3": "logo" } } })).toEqual({
      code: "cube()",
      assetData: { "3": "logo" },
    });
    expect(
      codeOf(editCode(emptyDrafts, { code: "new", assetData: {} }), { codeData: { code: "old", assetData: {} } }).code,
    ).toBe("new");
  });

  it("lists the assets the project uses (publish waits for them)", () => {
    const project = {
      type: "ALBUM" as const,
      codeData: null,
      scenes: [scene(1, [obj("a", 5), obj("b", "7"), obj("c", null)]), scene(2, [obj("d", 5)])],
    };
    expect(usedAssetIds(emptyDrafts, project)).toEqual([5, 7]);
    // The edited objects count, not the saved ones.
    expect(usedAssetIds(editObjects(emptyDrafts, 2, [obj("e", 9)]), project)).toEqual([5, 7, 9]);
    const code = { type: "CODE" as const, codeData: { code: "", assetData: { "11": "logo", x: "bad" } }, scenes: [] };
    expect(usedAssetIds(emptyDrafts, code)).toEqual([11]);
  });

  it("opens CODE on the code tab, QR and WORLD on their scene, albums on home (spec 4)", () => {
    const s = [{ id: 4 }];
    expect(initialTab({ type: "CODE", scenes: s } as never)).toBe("code");
    expect(initialTab({ type: "QR", scenes: s } as never)).toBe("scene:4");
    expect(initialTab({ type: "WORLD", scenes: s } as never)).toBe("scene:4");
    expect(initialTab({ type: "ALBUM", scenes: s } as never)).toBe("home");
  });
});
