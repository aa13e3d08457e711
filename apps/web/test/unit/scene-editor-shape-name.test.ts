// Issue 35: a primitive whose shape changes is renamed when the editor gave its name ("Cube",
// "Cube 2" → "Torus"), numbered like a new object; a name the person typed stays.
import { describe, expect, it } from "vitest";
import { createObject, nameForNewShape } from "../../app/components/scene-editor/object-defaults";

describe("nameForNewShape", () => {
  const cube = createObject("primitive", { name: "Cube", objects: [] });
  const cube2 = { ...createObject("primitive", { name: "Cube", objects: [cube] }) };

  it("follows the shape when the editor named it", () => {
    expect(cube2.name).toBe("Cube 2");
    expect(nameForNewShape(cube, "Cube", "Torus", [cube, cube2])).toBe("Torus");
    expect(nameForNewShape(cube2, "Cube", "Torus", [cube, cube2])).toBe("Torus");
  });

  it("numbers it when the new shape's name is taken, not counting the object itself", () => {
    const torus = createObject("primitive", { name: "Torus", objects: [] });
    expect(nameForNewShape(cube, "Cube", "Torus", [cube, torus])).toBe("Torus 2");
    expect(nameForNewShape(torus, "Torus", "Torus", [torus])).toBe("Torus");
  });

  it("keeps a name the person typed", () => {
    for (const name of ["Logo", "Cube of ice", "Cube 2b", "cube"])
      expect(nameForNewShape({ ...cube, name }, "Cube", "Torus", [cube])).toBe(name);
  });

  it("in Russian too", () => {
    expect(nameForNewShape({ ...cube, name: "Куб 3" }, "Куб", "Тор", [])).toBe("Тор");
  });
});
