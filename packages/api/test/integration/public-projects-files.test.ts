// Published AR projects (issue 20): publish freezes a numbered snapshot that
// GET /api/public/projects/{id} serves to anyone without a session; the files it names become
// public under content-addressed URLs (GET/HEAD /api/public/files/{sha256}.{ext}, ranged), every
// other file stays private; unpublish and delete take both offline.
// Here: the public files (ranges, HEAD, privacy) and the public project door.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { getStorage } from "@ar/core";
import { call, formData, pngFile } from "@ar/devtools/testing";
import { bytes, sha, usePublicProjects, type SeededProject } from "./public-projects-helpers";

const { api, owner, anon, upload, seedProject, publish } = usePublicProjects();

describe("public files", () => {
  let s: SeededProject;
  let videoSrc: string;
  beforeAll(async () => {
    s = await seedProject();
    await publish(s.project.id);
    videoSrc = `/api/public/files/${sha(s.compressed)}.mp4`;
  });

  it("answers a Range with 206 and exactly those bytes; open-ended and suffix ranges too", async () => {
    const size = s.compressed.length;
    const part = await anon(videoSrc, { range: "bytes=100-4195" });
    expect([part.status, part.headers.get("content-range"), part.headers.get("content-length")]).toEqual([
      206,
      `bytes 100-4195/${size}`,
      "4096",
    ]);
    expect((await bytes(part)).equals(s.compressed.subarray(100, 4196))).toBe(true);
    const tail = await anon(videoSrc, { range: "bytes=-10" });
    expect([tail.status, tail.headers.get("content-range")]).toEqual([206, `bytes ${size - 10}-${size - 1}/${size}`]);
    expect((await bytes(tail)).equals(s.compressed.subarray(size - 10))).toBe(true);
    const open = await anon(videoSrc, { range: `bytes=${size - 5}-` });
    expect((await bytes(open)).equals(s.compressed.subarray(size - 5))).toBe(true);
    const beyond = await anon(videoSrc, { range: `bytes=0-${size * 2}` });
    expect([beyond.status, beyond.headers.get("content-range")]).toEqual([206, `bytes 0-${size - 1}/${size}`]);
  });

  it("416 for an unsatisfiable, reversed, malformed or multiple range", async () => {
    for (const range of [
      `bytes=${s.compressed.length}-`,
      "bytes=50-10",
      "bytes=abc",
      "bytes=0-1,5-6",
      "bytes=-0",
      "bytes=-",
    ]) {
      const res = await anon(videoSrc, { range });
      expect([res.status, res.headers.get("content-range")], range).toEqual([416, `bytes */${s.compressed.length}`]);
    }
    // Another unit is ignored (HTTP): the whole file.
    expect((await anon(videoSrc, { range: "items=0-1" })).status).toBe(200);
  });

  it("HEAD gives the headers without a body; If-None-Match gives 304", async () => {
    const head = await anon(videoSrc, {}, "HEAD");
    expect([head.status, head.headers.get("content-length"), head.headers.get("content-type")]).toEqual([
      200,
      String(s.compressed.length),
      "video/mp4",
    ]);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const headRange = await anon(videoSrc, { range: "bytes=0-9" }, "HEAD");
    expect([headRange.status, headRange.headers.get("content-length")]).toEqual([206, "10"]);
    const cached = await anon(videoSrc, { "if-none-match": `"${sha(s.compressed)}"` });
    expect([cached.status, cached.headers.get("etag")]).toEqual([304, `"${sha(s.compressed)}"`]);
  });

  it("private files stay private: a draft asset, another project's file, a collection's file", async () => {
    const draftKey = (await getDb().asset.findUniqueOrThrow({ where: { id: s.draft.id } })).srcKey;
    const draftBytes = (await getStorage().getBuffer(draftKey))!;
    expect((await anon(`/api/public/files/${sha(draftBytes)}.png`)).status).toBe(404);
    expect((await anon(`/api/files/${draftKey}`)).status).toBe(401);
    // Another (unpublished) project's asset.
    const other = await seedProject();
    const otherKey = (await getDb().asset.findUniqueOrThrow({ where: { id: other.pic.id } })).srcKey;
    const otherBytes = (await getStorage().getBuffer(otherKey))!;
    expect((await anon(`/api/public/files/${sha(otherBytes)}.png`)).status).toBe(404);
    // A collection's background.
    const collection = await call(api.url, "POST", "/api/cards", { token: owner.token, body: {} });
    const bg = await pngFile(30, "#123456");
    const front = await upload(
      `/api/cards/${collection.body.id}/background/front`,
      formData({ file: { name: "f.png", data: bg } }),
    );
    expect((await anon(`/api/public/files/${sha(bg)}.png`)).status).toBe(404);
    expect((await anon(front.src as string)).status).toBe(401);
  });

  it("a published hash under another extension, a traversal or a malformed name is 404", async () => {
    const hash = sha(s.compressed);
    for (const name of [
      `${hash}.png`,
      `${hash}`,
      `${hash}.mp4.mp4`,
      `..%2F..%2Fpackage.json`,
      `${hash.toUpperCase()}.mp4`,
      `${"0".repeat(64)}.mp4`,
      `%2e%2e`,
      "x".repeat(5000),
    ]) {
      const res = await anon(`/api/public/files/${name}`);
      expect(res.status, name).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    }
    expect((await anon(`/api/public/files/../../projects/${s.project.id}`)).status).toBe(404);
  });
});

describe("the public project door", () => {
  it("answers every id that is not a published project with the same 404", async () => {
    const s = await seedProject();
    const expected = { error: { code: "NOT_FOUND", message: "This AR project is not published" } };
    for (const id of [
      String(s.project.id),
      "abc",
      "0",
      "-1",
      "1e3",
      "99999999999999999999",
      "2147483648",
      "%00",
      "1.5",
      " 1",
    ]) {
      const res = await anon(`/api/public/projects/${id}`);
      expect([res.status, await res.json()], id).toEqual([404, expected]);
    }
  });

  it("reads no session: a signed-in request gets the same answer and no cookie", async () => {
    const s = await seedProject();
    await publish(s.project.id);
    const a = await anon(`/api/public/projects/${s.project.id}`);
    const b = await anon(`/api/public/projects/${s.project.id}`, {
      authorization: `Bearer ${owner.token}`,
      cookie: "ar_session=garbage",
    });
    expect(await a.text()).toBe(await b.text());
    expect(b.headers.get("set-cookie")).toBeNull();
    // Gzipped for a browser (the same bytes each time: the document is held with its gzip).
    const zipped = await anon(`/api/public/projects/${s.project.id}`, { "accept-encoding": "gzip" });
    expect([zipped.headers.get("content-encoding"), zipped.headers.get("etag")]).toEqual([
      "gzip",
      `"p${s.project.id}-v1"`,
    ]);
    expect(await zipped.text()).toBe(await (await anon(`/api/public/projects/${s.project.id}`)).text());
    const head = await anon(`/api/public/projects/${s.project.id}`, {}, "HEAD");
    expect([head.status, head.headers.get("etag")]).toEqual([200, `"p${s.project.id}-v1"`]);
  });
});
