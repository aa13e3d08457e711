// What the public-projects-*.test.ts files share: an API server with an owner and a stranger,
// and a published-ready project seeded through the API (the worker's part written as it would).
import { beforeAll, expect } from "vitest";
import { createHash } from "node:crypto";
import { getDb } from "@ar/db";
import { createSession, getStorage } from "@ar/core";
import { prepareImageTarget } from "@ar/worker";
import { call, createUser, formData, pngFile, useApiServer, webmFile } from "@ar/devtools/testing";

type Person = { id: number; token: string };

let seeds = 0;
/** A colour no other seed uses: identical bytes would share one public hash (content addressing). */
export const colour = () => `#${(++seeds * 7919).toString(16).padStart(6, "0").slice(-6)}`;

export const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");
export const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

export function usePublicProjects() {
  const api = useApiServer({ dataDirPrefix: "ar-public-projects-" });
  // Filled in by beforeAll; the objects stay the same so callers may hold them from the start.
  const owner: Person = { id: 0, token: "" };
  const stranger: Person = { id: 0, token: "" };
  beforeAll(async () => {
    for (const person of [owner, stranger]) {
      const { user } = await createUser();
      Object.assign(person, { id: user.id, token: (await createSession({ userId: user.id })).token });
    }
  });

  const anon = (p: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${api.url}${p}`, { method, headers });

  async function upload(p: string, form: FormData) {
    const res = await fetch(`${api.url}${p}`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    expect(res.status, p).toBe(200);
    return (await res.json()) as Record<string, unknown> & { id: number };
  }

  /** A QR project with a QR scene, an image scene and three assets: a video whose compressed file
   *  the worker "wrote" (put here, as the worker does), an image kept as is, and one no scene uses. */

  async function seedProject() {
    const project = (
      await call(api.url, "POST", "/api/ar-projects/qr", { token: owner.token, body: { name: "Launch" } })
    ).body as { id: number };
    const qr = (
      await call(api.url, "POST", `/api/ar-projects/data/${project.id}/create-qr-scene`, {
        token: owner.token,
        body: { name: "Front" },
      })
    ).body as { id: number; qrMarker: { id: string } };
    const markerPng = await pngFile(40, colour());
    const image = await upload(
      `/api/ar-projects/data/${project.id}/create-image-scene`,
      formData({ file: { name: "m.png", data: markerPng } }, { name: "Poster" }),
    );
    const meta = await call(api.url, "POST", `/api/ar-projects/scenes/${image.id}/meta`, {
      token: owner.token,
      body: { naturalWidth: 40, meta: "" },
    });
    expect(meta.status, JSON.stringify(meta.body)).toBe(200);
    // The worker's image-target.prepare for the marker (no worker runs here): publish needs it.
    const markerKey = (
      await getDb().scene.findUniqueOrThrow({ where: { id: image.id }, select: { imageMarkerSrc: true } })
    ).imageMarkerSrc!;
    await prepareImageTarget(markerKey);
    const pic = await upload(
      `/api/ar-projects/${project.id}/assets`,
      formData({ file: { name: "pic.png", data: await pngFile(24, colour()) } }, { disableCompressing: "true" }),
    );
    const video = await upload(
      `/api/ar-projects/${project.id}/assets`,
      formData({ file: { name: "clip.webm", data: webmFile(500) } }),
    );
    const draft = await upload(
      `/api/ar-projects/${project.id}/assets`,
      formData({ file: { name: "draft.png", data: await pngFile(20, colour()) } }, { disableCompressing: "true" }),
    );
    // The compression worker's result: a different file, stored under the project, the row ready.
    const compressed = Buffer.concat([Buffer.from(`compressed-video ${colour()}:`), Buffer.alloc(70_000, 9)]);
    const compressedKey = `projects/${project.id}/assets/${video.id}-compressed.mp4`;
    await getStorage().put(compressedKey, compressed, { contentType: "video/mp4" });
    await getDb().asset.update({
      where: { id: video.id },
      data: { uploadStatus: "ready", progress: 100, compressedKey, compSize: compressed.length },
    });
    const objects = [
      {
        id: "o1",
        name: "Pic",
        type: "image",
        assetId: pic.id,
        position: [0.1, 0, -0.2],
        rotation: [0, 0, 0],
        scale: [0.5, 0.5, 0.5],
      },
      {
        id: "o2",
        name: "Clip",
        type: "video",
        assetId: String(video.id),
        data: { autoplay: true, muted: true },
        position: [0, 0.1, 0],
        rotation: [0, 1, 0],
        scale: [1, 1, 1],
      },
    ];
    await call(api.url, "POST", `/api/ar-projects/scenes/${qr.id}/data`, {
      token: owner.token,
      body: { data: objects },
    });
    return { project, qr, image, markerPng, pic, video, draft, compressed, objects };
  }

  const publish = (projectId: number, token = owner.token) =>
    call(api.url, "POST", `/api/ar-projects/${projectId}/publish`, { token });

  return { api, owner, stranger, anon, upload, seedProject, publish };
}

export type SeededProject = Awaited<ReturnType<ReturnType<typeof usePublicProjects>["seedProject"]>>;
