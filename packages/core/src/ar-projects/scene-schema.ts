// Scene objects as the editors spec (§3) describes them; POST .../scenes/{id}/data validates
// against this, so a scene can never hold something the editor and viewer cannot read.
import { ANIMATION_PLAY_MODES, ENV_MAPS, PRIMITIVE_MESHES, SCENE_OBJECT_TYPES, VIDEO_TYPES } from "@ar/scene-kinds";
import { z } from "zod";

const vec3 = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);

const clickAction = z.discriminatedUnion("type", [
  z.object({ type: z.literal("openUrl"), value: z.url().refine((u) => /^https?:/i.test(u), "http(s) only") }),
  z.object({ type: z.literal("launchVideo"), value: z.string().min(1).max(64) }),
  z.object({ type: z.literal("launchAudio"), value: z.string().min(1).max(64) }),
  z.object({ type: z.literal("playAnimation"), value: z.string().min(1).max(64) }),
]);

const objectData = z
  .object({
    mesh: z.enum(PRIMITIVE_MESHES).optional(),
    color: hex.optional(),
    colorOn: z.boolean().optional(),
    playAnimation: z.boolean().optional(),
    envMap: z.enum(ENV_MAPS).optional(),
    animationPlayMode: z.enum(ANIMATION_PLAY_MODES).optional(),
    chromaKey: hex.optional(),
    chromaKeyEnabled: z.boolean().optional(),
    autoplay: z.boolean().optional(),
    muted: z.boolean().optional(),
    videoType: z.enum(VIDEO_TYPES).optional(),
    animModel: z.string().max(64).nullable().optional(),
    animModelEnable: z.boolean().optional(),
    click: z.array(clickAction).max(20).optional(),
  })
  .strict();

export const sceneObject = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(200),
  type: z.enum(SCENE_OBJECT_TYPES),
  assetId: z
    .union([z.number().int().positive(), z.string().max(64)])
    .nullable()
    .optional(),
  data: objectData.optional(),
  position: vec3,
  rotation: vec3,
  scale: vec3,
});

/** Click actions must point at objects of the right type in the same scene. */
export const sceneData = z
  .array(sceneObject)
  .max(1000)
  .superRefine((objects, ctx) => {
    const byId = new Map(objects.map((o) => [o.id, o]));
    if (byId.size !== objects.length)
      ctx.addIssue({ code: "custom", message: "duplicate object id", params: { code: "duplicate" } });
    const wants = { launchVideo: "video", launchAudio: "audio", playAnimation: "glb" } as const;
    objects.forEach((o, i) =>
      o.data?.click?.forEach((a, j) => {
        if (a.type === "openUrl") return;
        if (byId.get(a.value)?.type !== wants[a.type])
          ctx.addIssue({
            code: "custom",
            path: [i, "data", "click", j, "value"],
            message: `must name a ${wants[a.type]} object of this scene`,
            params: { code: "invalid" },
          });
      }),
    );
  });
export type SceneObject = z.infer<typeof sceneObject>;
