// GLB optimisation for the viewer: duplicate data merged, unused parts pruned, animation keys
// resampled, vertices welded, textures resized to at most 2048 px and re-encoded with sharp,
// geometry compressed with meshopt (EXT_meshopt_compression; the viewer ships its decoder).
// The caller keeps the original when the result is not smaller.
import { NodeIO } from "@gltf-transform/core";
import { ALL_EXTENSIONS } from "@gltf-transform/extensions";
import { dedup, meshopt, prune, resample, textureCompress, weld } from "@gltf-transform/functions";
import { MeshoptDecoder, MeshoptEncoder } from "meshoptimizer";
import sharp from "sharp";

export async function optimizeGlb(input: Uint8Array): Promise<Uint8Array> {
  await Promise.all([MeshoptEncoder.ready, MeshoptDecoder.ready]);
  const io = new NodeIO()
    .registerExtensions(ALL_EXTENSIONS)
    .registerDependencies({ "meshopt.encoder": MeshoptEncoder, "meshopt.decoder": MeshoptDecoder });
  const document = await io.readBinary(input);
  await document.transform(
    dedup(),
    prune(),
    resample(),
    weld(),
    textureCompress({ encoder: sharp, resize: [2048, 2048] }),
    meshopt({ encoder: MeshoptEncoder, level: "medium" }),
  );
  return io.writeBinary(document);
}
