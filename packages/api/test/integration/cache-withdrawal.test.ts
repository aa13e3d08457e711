// A withdrawal (unpublish, delete, a reset card) must not be outlived by a cache: the published
// document is `public, no-cache` (every use asks, an unchanged one is a 304), a content-addressed
// public file is kept five minutes at most (`public, max-age=300, must-revalidate`, no stale-*),
// and what the server says once it is withdrawn, a 404, is `no-store` — a revalidation with the
// old ETag gets that 404 too, never a 304.
import { describe, expect, it } from "vitest";
import { call } from "@ar/devtools/testing";
import { usePublicProjects } from "./public-projects-helpers";

const { api, owner, anon, seedProject, publish } = usePublicProjects();

const maxAge = (cacheControl: string | null) => Number(/max-age=(\d+)/.exec(cacheControl ?? "")?.[1] ?? Number.NaN);

describe("public answers and withdrawal", () => {
  it("the document is revalidated on every use; files are kept minutes, not a year", async () => {
    const s = await seedProject();
    expect((await publish(s.project.id)).status).toBe(200);
    const doc = await anon(`/api/public/projects/${s.project.id}`);
    expect(doc.headers.get("cache-control")).toBe("public, no-cache");
    const body = (await doc.json()) as { assets: Record<string, { src: string }> };
    const file = await anon(body.assets[String(s.video.id)]!.src);
    const cc = file.headers.get("cache-control");
    expect([file.status, cc]).toEqual([200, "public, max-age=300, must-revalidate"]);
    // The limits the choice keeps: minutes at most, never immutable, no stale answer after it.
    expect(maxAge(cc)).toBeLessThanOrEqual(3600);
    expect(cc).not.toMatch(/immutable|stale-/);
    expect(file.headers.get("etag")).toMatch(/^"[0-9a-f]{64}"$/);
  });

  it("once withdrawn, the document and the file answer 404 no-store, even to a revalidation", async () => {
    const s = await seedProject();
    expect((await publish(s.project.id)).status).toBe(200);
    const docPath = `/api/public/projects/${s.project.id}`;
    const doc = await anon(docPath);
    const docEtag = doc.headers.get("etag")!;
    const src = ((await doc.json()) as { assets: Record<string, { src: string }> }).assets[String(s.video.id)]!.src;
    const fileEtag = (await anon(src)).headers.get("etag")!;

    const un = await call(api.url, "POST", `/api/ar-projects/${s.project.id}/unpublish`, { token: owner.token });
    expect(un.status).toBe(200);
    for (const [path, etag] of [
      [docPath, docEtag],
      [src, fileEtag],
    ] as const) {
      for (const headers of [{}, { "if-none-match": etag }] as Record<string, string>[]) {
        const res = await anon(path, headers);
        expect([path, res.status, res.headers.get("cache-control")]).toEqual([path, 404, "no-store"]);
      }
    }
  });
});
