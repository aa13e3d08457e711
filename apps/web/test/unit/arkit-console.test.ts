// The ARKit console's rules added for issue 22: a refused file never leaves its name in the name
// field, the save's progress names its phase (bytes sent, then the server's check), and the
// model's real-world size reads in metres in both languages.
import { describe, expect, it } from "vitest";
import { formatModelSize } from "@ar/core/arkit/model-size";
import { nameAfterFile, savePhase } from "../../app/components/arkit/model-rules";

describe("ARKit console rules", () => {
  it("a refused file does not lend its name; a good one does until the user types", () => {
    const base = { nameTouched: false, current: "red cube", initial: "" };
    expect(nameAfterFile({ ...base, fileName: "notes.txt", refused: true })).toBe("");
    expect(nameAfterFile({ ...base, fileName: "big_chair.glb", refused: false })).toBe("big chair");
    // Replacing a model: back to the project's own name.
    expect(nameAfterFile({ ...base, initial: "Ruby cube", fileName: "broken.glb", refused: true })).toBe("Ruby cube");
    // What the user typed stays, whatever the file.
    expect(nameAfterFile({ ...base, nameTouched: true, current: "Mine", fileName: "x.txt", refused: true })).toBe(
      "Mine",
    );
  });

  it("the save's phase: uploading until every byte is sent, then the server's check", () => {
    expect([0, 42, 99.9, 100].map(savePhase)).toEqual(["uploading", "uploading", "uploading", "checking"]);
  });

  it("the real-world size in metres", () => {
    expect(formatModelSize({ x: 0.5, y: 0.5, z: 0.5 }, "en")).toBe("0.5 × 0.5 × 0.5 m");
    expect(formatModelSize({ x: 1.2345, y: 2, z: 0.01 }, "ru")).toBe("1,23 × 2 × 0,01 м");
  });
});
