// The code editor's script API (editors spec 9) run as the sandbox runs it, and built into a
// headless three.js scene (scene graph only, no WebGL): positions, degrees → radians, colours.
import type { TFunction } from "i18next";
import * as THREE from "three";
import { describe, expect, it } from "vitest";
import { PRIMITIVE_MESHES } from "@ar/scene-kinds";
import { buildScene } from "@ar/script-runtime/builder";
import { runScript, type RunResult } from "@ar/script-runtime/runner";
import { DEFAULT_ASSET_NAME, defaultScript } from "../../app/components/code-editor/default-script";
import { parseColor } from "@ar/script-runtime/colors";

function ok(result: RunResult) {
  if (!result.ok) throw new Error(`script failed: ${result.error.message} (line ${result.error.line})`);
  return result;
}

function meshes(group: THREE.Group): THREE.Mesh[] {
  return group.children.filter((c): c is THREE.Mesh => (c as THREE.Mesh).isMesh === true);
}

describe("script API in a headless three scene", () => {
  it("places a primitive: position, rotation in degrees as radians, scale, colour", () => {
    const { scene } = ok(
      runScript(
        `const box = primitive("cube");
box.position.set(1, 2, -3);
box.rotation.y = 90;
box.rotation.x = 45;
box.setScale(2);
box.color = "#ff8800";`,
        [],
      ),
    );
    const [mesh] = meshes(buildScene(scene));
    expect(mesh!.position.toArray()).toEqual([1, 2, -3]);
    expect(mesh!.rotation.y).toBeCloseTo(Math.PI / 2, 10);
    expect(mesh!.rotation.x).toBeCloseTo(Math.PI / 4, 10);
    expect(mesh!.rotation.z).toBe(0);
    expect(mesh!.scale.toArray()).toEqual([2, 2, 2]);
    const material = mesh!.material as THREE.MeshStandardMaterial;
    expect(material.color.getHexString()).toBe("ff8800");
    expect(mesh!.geometry).toBeInstanceOf(THREE.BoxGeometry);
  });

  it("takes options, chains setters and knows every primitive mesh of the console", () => {
    const { scene } = ok(
      runScript(
        `for (const mesh of ${JSON.stringify(PRIMITIVE_MESHES)}) primitive(mesh, { name: mesh });
primitive("sphere", { position: [0, 1, 0], rotation: [0, 0, 180], scale: [1, 2, 3], color: 0x00ff00, opacity: 0.5 }).setPosition(4, 5, 6).setColor("rgb(0, 0, 255)");`,
        [],
      ),
    );
    const group = buildScene(scene);
    expect(group.children.map((c) => c.name).slice(0, PRIMITIVE_MESHES.length)).toEqual([...PRIMITIVE_MESHES]);
    const last = meshes(group).at(-1)!;
    expect(last.position.toArray()).toEqual([4, 5, 6]);
    expect(last.rotation.z).toBeCloseTo(Math.PI, 10);
    expect(last.scale.toArray()).toEqual([1, 2, 3]);
    const material = last.material as THREE.MeshStandardMaterial;
    expect(material.color.getHex()).toBe(0x0000ff);
    expect(material.transparent).toBe(true);
    expect(material.opacity).toBe(0.5);
  });

  it("builds assets from the resolver, tints them, and stands a wire box in for a missing one", () => {
    const result = ok(runScript(`asset("chair", { position: [1, 0, 0], color: "red" });\nasset("lamp");`, ["chair"]));
    expect(result.warnings).toEqual([{ message: 'There is no asset named "lamp" in this project', line: 2 }]);
    const chair = new THREE.Mesh(new THREE.BoxGeometry(), new THREE.MeshStandardMaterial({ color: 0x123456 }));
    const group = buildScene(result.scene, (name) => (name === "chair" ? chair.clone() : null));
    const [built, placeholder] = group.children;
    expect(built!.position.toArray()).toEqual([1, 0, 0]);
    expect(((built as THREE.Mesh).material as THREE.MeshStandardMaterial).color.getHexString()).toBe("ff0000");
    // The template's own material is left alone (the preview clones it many times).
    expect((chair.material as THREE.MeshStandardMaterial).color.getHex()).toBe(0x123456);
    expect(placeholder!.userData.placeholder).toBe(true);
    expect(placeholder!.userData.asset).toBe("lamp");
  });

  it("runs the default script: a white cube and an asset (spec 9)", () => {
    // The comments are translated (code-editor-default-script.test.ts); keys stand in for them here.
    const result = ok(runScript(defaultScript(((key: string) => key) as unknown as TFunction), [DEFAULT_ASSET_NAME]));
    expect(result.warnings).toEqual([]);
    const [cube, model] = result.scene.nodes;
    expect(cube).toMatchObject({ kind: "primitive", mesh: "cube", color: 0xffffff, position: [0, 0.5, 0] });
    expect(model).toMatchObject({ kind: "asset", asset: DEFAULT_ASSET_NAME, rotation: [0, 30, 0] });
  });

  it("reports errors with the script's own line, keeping what was built before", () => {
    const result = runScript(`primitive("cube");\n\nconst s = primitive("sphere");\ns.position.x = "far";`, []);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ message: "position.x must be a finite number, got far", line: 4 });
    expect(result.scene.nodes).toHaveLength(2);

    const missing = runScript(`// comment\nundefinedFunction();`, []);
    expect(!missing.ok && missing.error).toMatchObject({
      message: "ReferenceError: undefinedFunction is not defined",
      line: 2,
    });
    const badMesh = runScript(`primitive("teapot");`, []);
    expect(!badMesh.ok && badMesh.error.message).toMatch(/Unknown primitive "teapot"/);
    expect(!badMesh.ok && badMesh.error.line).toBe(1);
    const syntax = runScript(`const a = ;`, []);
    expect(syntax.ok).toBe(false);
  });

  it("records lines, logs and the background", () => {
    const result = ok(
      runScript(
        `scene.background = "#000";\nlog("n", scene.objects.length);\nconst c = primitive("cone");\nconsole.log(c, c.color);`,
        [],
      ),
    );
    expect(result.scene.background).toBe(0x000000);
    expect(result.scene.logs).toEqual(["n 0", 'primitive "cone" #ffffff']);
    expect(result.scene.nodes[0]!.line).toBe(3);
  });
});

describe("script colours", () => {
  it("reads hex, short hex, numbers, rgb() and names; refuses the rest", () => {
    expect(parseColor("#FF8800")).toBe(0xff8800);
    expect(parseColor("#f80")).toBe(0xff8800);
    expect(parseColor(0x00ff00)).toBe(0x00ff00);
    expect(parseColor("rgb(1, 2, 3)")).toBe(0x010203);
    expect(parseColor("White")).toBe(0xffffff);
    expect(() => parseColor("rgb(256, 0, 0)")).toThrow("Invalid color component");
    expect(() => parseColor("#12345")).toThrow(/Invalid color/);
    expect(() => parseColor(0x1000000)).toThrow(/Invalid color/);
    // A name is looked up among the listed colours only, never an inherited property.
    for (const name of ["constructor", "toString", "__proto__"])
      expect(() => parseColor(name), name).toThrow(/Invalid color/);
  });
});
