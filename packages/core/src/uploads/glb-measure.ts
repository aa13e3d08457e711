// What a GLB declares, read from its JSON chunk without decoding any data: the work it would make
// (vertices and indices the optimiser and the phone will process) and the data it declares without
// carrying it (an accessor without a bufferView is that many zeros). Pure; the GLB check thread
// runs it beside the glTF validator.

export type GlbMeasure = {
  /** POSITION elements summed over every primitive (a primitive drawn twice is work twice). */
  vertices: number;
  /** Index elements summed over every primitive. */
  indices: number;
  /** Bytes declared by accessors with no bufferView: zero-filled data the file does not hold. */
  unbackedBytes: number;
};

const COMPONENTS: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4, MAT2: 4, MAT3: 9, MAT4: 16 };
const COMPONENT_BYTES: Record<number, number> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };

/** The GLB's JSON chunk, parsed; throws when the container is not a GLB 2.0 of exactly these bytes. */
export function readGlbJson(bytes: Uint8Array): unknown {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 20 || view.getUint32(0, true) !== 0x46546c67) throw new Error("not a GLB container");
  if (view.getUint32(4, true) !== 2) throw new Error("not glTF 2.0");
  if (view.getUint32(8, true) !== bytes.byteLength) throw new Error("the header's length is not the file's");
  const jsonLength = view.getUint32(12, true);
  if (view.getUint32(16, true) !== 0x4e4f534a || 20 + jsonLength > bytes.byteLength)
    throw new Error("no JSON chunk of the declared length");
  return JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength)));
}

type Accessor = { count?: unknown; type?: unknown; componentType?: unknown; bufferView?: unknown };
type Primitive = { attributes?: Record<string, unknown>; indices?: unknown };

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function countOf(accessor: Accessor | undefined): number {
  const n = accessor?.count;
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : 0;
}

export function measureGltf(json: unknown): GlbMeasure {
  const root = (json && typeof json === "object" ? json : {}) as { accessors?: unknown; meshes?: unknown };
  const accessors = list<Accessor>(root.accessors);
  const at = (index: unknown) => (typeof index === "number" ? accessors[index] : undefined);
  let vertices = 0;
  let indices = 0;
  for (const mesh of list<{ primitives?: unknown }>(root.meshes)) {
    for (const primitive of list<Primitive>(mesh?.primitives)) {
      vertices += countOf(at(primitive?.attributes?.POSITION));
      indices += countOf(at(primitive?.indices));
    }
  }
  let unbackedBytes = 0;
  for (const accessor of accessors) {
    if (accessor?.bufferView !== undefined) continue;
    unbackedBytes +=
      countOf(accessor) *
      (COMPONENTS[String(accessor?.type)] ?? 16) *
      (COMPONENT_BYTES[Number(accessor?.componentType)] ?? 4);
  }
  return { vertices, indices, unbackedBytes };
}
