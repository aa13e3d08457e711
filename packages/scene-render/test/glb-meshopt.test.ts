// GLB decoding: the worker compresses uploaded models with meshopt (EXT_meshopt_compression, see
// services/worker/src/media/optimize-glb.ts), so every renderer must carry the Meshopt decoder —
// the code preview did not and showed a wire box. Here a model compressed the same way (gltf-
// transform + meshoptimizer) goes through the package's loader and comes back whole.
import { describe, expect, it } from "vitest";
import { Document, NodeIO } from "@gltf-transform/core";
import { ALL_EXTENSIONS } from "@gltf-transform/extensions";
import { meshopt } from "@gltf-transform/functions";
import { MeshoptDecoder, MeshoptEncoder } from "meshoptimizer";
import { Box3, Mesh, Vector3 } from "three";
import { GLTFLoader } from "three/examples/jsm/loaders/GLTFLoader.js";
import { copyModel, loadGlb, parseGlb } from "../src/glb";
import { ensureProgressEvent } from "./fake-dom";

ensureProgressEvent();

/** A 4 × 2 × 1 box (24 vertices, 36 indices), meshopt-compressed as the worker does. */
async function compressedBox(): Promise<ArrayBuffer> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const positions: number[] = [];
  const indices: number[] = [];
  const corner = (x: number, y: number, z: number) => [x * 2, y, z * 0.5];
  // Six faces of four corners each (no shared vertices, as exporters write boxes with normals).
  const faces = [
    [0, 1],
    [0, -1],
    [1, 1],
    [1, -1],
    [2, 1],
    [2, -1],
  ] as const;
  for (const [axis, sign] of faces) {
    const base = positions.length / 3;
    for (const [a, b] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ]) {
      const p = [0, 0, 0];
      p[axis] = sign;
      p[(axis + 1) % 3] = a!;
      p[(axis + 2) % 3] = b!;
      positions.push(...corner(p[0]!, p[1]!, p[2]!));
    }
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  const position = doc.createAccessor().setType("VEC3").setArray(new Float32Array(positions)).setBuffer(buffer);
  const index = doc.createAccessor().setType("SCALAR").setArray(new Uint16Array(indices)).setBuffer(buffer);
  const mesh = doc
    .createMesh("box")
    .addPrimitive(doc.createPrimitive().setAttribute("POSITION", position).setIndices(index));
  doc.createScene().addChild(doc.createNode("box").setMesh(mesh));
  await Promise.all([MeshoptEncoder.ready, MeshoptDecoder.ready]);
  await doc.transform(meshopt({ encoder: MeshoptEncoder, level: "medium" }));
  const io = new NodeIO()
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ "meshopt.encoder": MeshoptEncoder, "meshopt.decoder": MeshoptDecoder });
  const bytes = await io.writeBinary(doc);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

const sizeOf = (o: Parameters<Box3["setFromObject"]>[0]) =>
  new Box3().setFromObject(o).getSize(new Vector3()).toArray();

describe("GLB with meshopt compression", () => {
  it("is compressed (a loader without the Meshopt decoder refuses it)", async () => {
    const glb = await compressedBox();
    expect(new TextDecoder().decode(new Uint8Array(glb, 20, Math.min(glb.byteLength - 20, 2000)))).toContain(
      "EXT_meshopt_compression",
    );
    await expect(new GLTFLoader().parseAsync(glb, "")).rejects.toThrow(/Meshopt|decoder/i);
  });

  it("decodes through parseGlb (bytes, the code preview's path) and loadGlb (a URL)", async () => {
    const glb = await compressedBox();
    const parsed = await parseGlb(glb, { decoderPath: null });
    const box = parsed.scene.getObjectByName("box") as Mesh;
    expect(box).toBeInstanceOf(Mesh);
    expect(box.geometry.getAttribute("position").count).toBe(24);
    expect(box.geometry.getIndex()!.count).toBe(36);
    sizeOf(parsed.scene).forEach((v, i) => expect(v).toBeCloseTo([4, 2, 1][i]!, 3));

    const url = `data:model/gltf-binary;base64,${Buffer.from(glb).toString("base64")}`;
    const a = await loadGlb(url, { decoderPath: null });
    const b = await loadGlb(url, { decoderPath: null });
    sizeOf(a.scene).forEach((v, i) => expect(v).toBeCloseTo([4, 2, 1][i]!, 3));
    // One load per URL, a private copy per call: the materials are not shared, the geometry is.
    const ma = a.scene.getObjectByName("box") as Mesh;
    const mb = b.scene.getObjectByName("box") as Mesh;
    expect(ma).not.toBe(mb);
    expect(ma.material).not.toBe(mb.material);
    expect(ma.geometry).toBe(mb.geometry);
    expect(copyModel(a).scene.userData.sharedResources).toBe(true);
  });
});
