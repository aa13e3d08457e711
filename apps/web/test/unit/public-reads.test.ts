// Which requests the web server hands straight to the API (public-reads.server.ts): the viewer's
// published documents and public files, read with GET or HEAD — nothing that writes, nothing
// nested, no other public path (card reads and uploads keep going through Remix's /api route).
import { describe, expect, it } from "vitest";
import { isPublicRead } from "../../app/server/public-reads.server";

describe("isPublicRead", () => {
  it("takes GET and HEAD of a published document or a public file", () => {
    expect(isPublicRead("GET", "/api/public/projects/12")).toBe(true);
    expect(isPublicRead("HEAD", "/api/public/files/abc.mp4")).toBe(true);
  });
  it("leaves writes, other public paths and nested paths to the /api route", () => {
    expect(isPublicRead("POST", "/api/public/projects/12")).toBe(false);
    expect(isPublicRead("GET", "/api/public/cards/abc")).toBe(false);
    expect(isPublicRead("GET", "/api/public/media/3")).toBe(false);
    expect(isPublicRead("GET", "/api/public/files/a/b")).toBe(false);
    expect(isPublicRead("GET", "/api/ar-projects/data/12")).toBe(false);
  });
});
