import { describe, expect, it } from "vitest";
import { parseCollectionId } from "../../app/components/collections/collection-id";

describe("the collection editor's route parameter", () => {
  it("opens a new collection for `new`", () => {
    expect(parseCollectionId("new")).toEqual({ kind: "new" });
  });

  it("loads positive whole numbers", () => {
    expect(parseCollectionId("1")).toEqual({ kind: "id", id: 1 });
    expect(parseCollectionId("4711")).toEqual({ kind: "id", id: 4711 });
  });

  it("is the error state for anything that is not a number", () => {
    for (const bad of [undefined, "", "abc", "New", "12a", "1.5", "-3", "0", "1e3", " 7", "0x10", "9".repeat(16)]) {
      expect(parseCollectionId(bad), String(bad)).toEqual({ kind: "invalid" });
    }
  });
});
