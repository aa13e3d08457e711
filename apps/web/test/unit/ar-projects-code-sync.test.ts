import { describe, expect, it } from "vitest";
import { discardAll, editCode, emptyDrafts, hasEdits } from "../../app/components/ar-projects/editor-drafts";
import {
  codeDraftSaved,
  codeSavedElsewhere,
  diffCode,
  dropCodeDraft,
} from "../../app/components/ar-projects/draft-sync";
import { combinedSaveState } from "../../app/components/ar-projects/use-code-autosave";

describe("code drafts", () => {
  it("the first edit fixes the base version; a save moves it on and ends the edit only if nothing changed meanwhile", () => {
    let d = editCode(emptyDrafts, { code: "a", assetData: {} }, 3);
    d = editCode(d, { code: "ab", assetData: {} }, 9);
    expect([d.codeBase, d.codeEdited]).toEqual([3, true]);
    const inFlight = d.code!;
    d = editCode(d, { code: "abc", assetData: {} }, 9);
    d = codeDraftSaved(d, inFlight, 4);
    expect([d.codeBase, d.codeEdited]).toEqual([4, true]);
    d = codeDraftSaved(d, d.code!, 5);
    expect([d.codeBase, d.codeEdited, hasEdits(d)]).toEqual([5, false, false]);
  });

  it("reloading theirs drops the draft and its base and bumps the revision the editor follows", () => {
    const d = dropCodeDraft(editCode(emptyDrafts, { code: "mine", assetData: {} }, 2));
    expect([d.code, d.codeEdited, d.codeBase, d.codeRevision]).toEqual([null, false, undefined, 1]);
    expect(discardAll(d).codeRevision).toBe(1);
  });

  it("a tab not editing reloads code saved elsewhere; one with an edit, or an answer older than its own save, does not", () => {
    expect(codeSavedElsewhere(emptyDrafts, 2, 1)).toBe(true);
    expect(codeSavedElsewhere(emptyDrafts, 1, 1)).toBe(false);
    const editing = editCode(emptyDrafts, { code: "mine", assetData: {} }, 1);
    expect(codeSavedElsewhere(editing, 2, 1)).toBe(false);
    // Saved here as version 3: a presence answer sent before that save (version 2) changes nothing.
    const saved = codeDraftSaved(editing, editing.code!, 3);
    expect(codeSavedElsewhere(saved, 2, 1)).toBe(false);
    expect(codeSavedElsewhere(saved, 4, 1)).toBe(true);
  });

  it("marks the lines the other version lacks, counting repeated lines", () => {
    const diff = diffCode("a\nb\nb\nmine", "a\nb\ntheirs");
    expect([diff.onlyMine, diff.onlyTheirs]).toEqual([2, 1]);
    expect(diff.mineLines.map((l) => l.own)).toEqual([false, false, true, true]);
    expect(diff.theirsLines.map((l) => l.own)).toEqual([false, false, true]);
    expect(diffCode("same", "same")).toMatchObject({ onlyMine: 0, onlyTheirs: 0 });
  });

  it("one badge for scenes and code: conflict, then error, saving, saved, idle", () => {
    expect(combinedSaveState("saved", "conflict")).toBe("conflict");
    expect(combinedSaveState("error", "saving")).toBe("error");
    expect(combinedSaveState("idle", "saving")).toBe("saving");
    expect(combinedSaveState("saved", "idle")).toBe("saved");
    expect(combinedSaveState("idle", "idle")).toBe("idle");
  });
});
