// "Keep mine as a copy" (issue 22, docs/decisions/0027): when a save is refused because someone
// else saved the scene first, the editor keeps both people's work by saving its own objects as a
// new scene of the same project beside the one it could not overwrite.
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { getDb } from "@ar/db";
import { queueImageTarget } from "../image-targets/image-targets";
import { getStorage } from "../storage/get-storage";
import type { Actor } from "../auth/actor";
import { findSceneFor, touchProject } from "./project-access";
import { toSceneDto, type SceneDto } from "./project-dto";
import { sceneData } from "./scene-schema";

export const copySceneInput = z.object({
  data: sceneData,
  name: z
    .string({ error: () => "required" })
    .trim()
    .min(1, { message: "required" })
    .max(100),
});

/** A new scene with the source's marker (a fresh QR id; the marker image copied, as each scene deletes its own) and the given objects. */
export async function copyScene(opts: { actor: Actor; sceneId: number; input: unknown }): Promise<SceneDto> {
  const { data, name } = copySceneInput.parse(opts.input ?? {});
  const { scene } = await findSceneFor(opts.actor, opts.sceneId);
  let imageMarkerSrc: string | null = null;
  if (scene.imageMarkerSrc) {
    const storage = getStorage();
    const source = await storage.get(scene.imageMarkerSrc);
    if (source) {
      const ext = scene.imageMarkerSrc.match(/\.[a-z0-9]+$/)?.[0] ?? "";
      imageMarkerSrc = `projects/${scene.projectId}/marker-${randomBytes(8).toString("hex")}${ext}`;
      await storage.put(imageMarkerSrc, source.body, {
        contentType: source.contentType,
        originalName: source.originalName,
      });
    }
  }
  const row = await getDb().scene.create({
    data: {
      projectId: scene.projectId,
      name,
      data,
      qrMarkerId: scene.qrMarkerId ? randomBytes(8).toString("hex") : null,
      imageMarkerSrc,
      naturalWidth: scene.naturalWidth,
      meta: scene.meta ?? undefined,
      editedAt: new Date(),
    },
  });
  await touchProject(scene.projectId);
  await queueImageTarget(imageMarkerSrc);
  return toSceneDto(row);
}
