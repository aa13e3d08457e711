import { describe, expect, it } from "vitest";
import {
  arLink,
  collagePreviews,
  editedSince,
  listPathFor,
  ownName,
  timeAgo,
} from "../../app/components/ar-projects/list-model";
import { publishedLink } from "../../app/components/ar-projects/publish-dialog";
import { projectQrUrl } from "../../app/components/ar-projects/projects-api";
import { en, ru } from "@ar/i18n";

describe("AR project lists", () => {
  it("shows 4 previews, 2 if there are fewer than 4, 1 if there is one (spec 9)", () => {
    expect(collagePreviews(["a", "b", "c", "d", "e"])).toEqual(["a", "b", "c", "d"]);
    expect(collagePreviews(["a", "b", "c", "d"])).toEqual(["a", "b", "c", "d"]);
    expect(collagePreviews(["a", "b", "c"])).toEqual(["a", "b"]);
    expect(collagePreviews(["a", "b"])).toEqual(["a", "b"]);
    expect(collagePreviews(["a"])).toEqual(["a"]);
    expect(collagePreviews([])).toEqual([]);
    // Scenes without a preview image do not count.
    expect(collagePreviews([null, "a", null, "b", "c", undefined])).toEqual(["a", "b"]);
  });

  it("keeps the spec's name fallbacks", () => {
    expect(en.arProjects.fallbackName).toEqual({
      QR: "New Card",
      ALBUM: "New Album",
      CODE: "New Code Project",
      WORLD: "New Project",
    });
    expect(ownName("  ")).toBeNull();
    expect(ownName(null)).toBeNull();
    expect(ownName(" My card ")).toBe("My card");
  });

  it("measures 'edited' from editedAt, else createdAt", () => {
    expect(editedSince({ editedAt: "2026-01-02T00:00:00Z", createdAt: "2026-01-01T00:00:00Z" })).toBe(
      "2026-01-02T00:00:00Z",
    );
    expect(editedSince({ editedAt: null, createdAt: "2026-01-01T00:00:00Z" })).toBe("2026-01-01T00:00:00Z");
  });

  it("says how long ago in the interface language", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    const ago = (s: number) => new Date(now.getTime() - s * 1000).toISOString();
    expect(timeAgo(ago(10), now, "en")).toBe("now");
    expect(timeAgo(ago(5 * 60), now, "en")).toBe("5 minutes ago");
    expect(timeAgo(ago(3 * 3600), now, "en")).toBe("3 hours ago");
    expect(timeAgo(ago(26 * 3600), now, "en")).toBe("yesterday");
    expect(timeAgo(ago(3 * 86400), now, "en")).toBe("3 days ago");
    expect(timeAgo(ago(400 * 86400), now, "en")).toBe("last year");
    expect(timeAgo(ago(5 * 60), now, "ru")).toBe("5 минут назад");
    expect(timeAgo(ago(2 * 3600), now, "ru")).toBe("2 часа назад");
    // A server clock slightly ahead reads as now, never "in 3 seconds".
    expect(timeAgo(new Date(now.getTime() + 3000).toISOString(), now, "en")).toBe("now");
    expect(en.arProjects.lists.edited).toBe("edited {{time}}");
    expect(ru.arProjects.lists.edited).toContain("{{time}}");
  });

  it("goes back to the list of the project's type", () => {
    expect([listPathFor("QR"), listPathFor("ALBUM"), listPathFor("CODE"), listPathFor("WORLD")]).toEqual([
      "/ar-qr",
      "/ar-albums",
      "/code",
      "/ar-world",
    ]);
  });

  it("builds the AR link {host}/{projectId}", () => {
    expect(arLink("https://ar.example.com", 42)).toBe("https://ar.example.com/42");
    expect(arLink("https://ar.example.com//", 42)).toBe("https://ar.example.com/42");
  });

  it("uses the user's custom domain in the published link and QR", () => {
    expect(publishedLink({ host: "http://localhost:3000", customDomain: null, projectId: 7, clip: false })).toBe(
      "http://localhost:3000/7",
    );
    expect(
      publishedLink({ host: "http://localhost:3000", customDomain: "ar.shop.ru", projectId: 7, clip: false }),
    ).toBe("https://ar.shop.ru/7");
    expect(publishedLink({ host: "http://localhost:3000/", customDomain: null, projectId: 7, clip: true })).toBe(
      "http://localhost:3000/clip/7",
    );
    const qr = new URL(projectQrUrl(7, { clip: false, invert: true, domain: "ar.shop.ru" }), "http://x");
    expect(qr.pathname).toBe("/api/qr/7.svg");
    expect(Object.fromEntries(qr.searchParams)).toEqual({
      type: "ar-project",
      "dark-color": "#FFFFFF",
      "light-color": "#000000",
      domain: "ar.shop.ru",
    });
    const clip = new URL(projectQrUrl(7, { clip: true, invert: false, domain: null }), "http://x");
    expect(clip.searchParams.get("type")).toBe("ar-project-clip");
    expect(clip.searchParams.get("dark-color")).toBe("#000000");
    expect(clip.searchParams.has("domain")).toBe(false);
  });
});
