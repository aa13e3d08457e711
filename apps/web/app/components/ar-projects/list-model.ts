// Pure rules of the AR project lists (platform spec 2, 9): which list a type lives in, the name
// fallbacks, the preview collage and "edited {time ago}". Kept free of React so they are unit-tested.
import type { ProjectType } from "./projects-api";

export type ListPath = "/ar-qr" | "/ar-albums" | "/code" | "/ar-world";

const LIST_PATH: Record<ProjectType, ListPath> = {
  QR: "/ar-qr",
  ALBUM: "/ar-albums",
  CODE: "/code",
  WORLD: "/ar-world",
};

/** Back from the editor, and the list a project of this type appears in. */
export const listPathFor = (type: ProjectType): ListPath => LIST_PATH[type];

export const editorPath = (projectId: number) => `/editor/${projectId}`;

/** i18n keys (under arProjects.) of the heading and the name fallback by type. */
export const TYPE_TEXT: Record<ProjectType, { title: string; intro: string; fallbackName: string; create: string }> = {
  QR: { title: "lists.qrTitle", intro: "lists.qrIntro", fallbackName: "fallbackName.QR", create: "lists.createQr" },
  ALBUM: {
    title: "lists.albumsTitle",
    intro: "lists.albumsIntro",
    fallbackName: "fallbackName.ALBUM",
    create: "lists.createAlbum",
  },
  CODE: {
    title: "lists.codeTitle",
    intro: "lists.codeIntro",
    fallbackName: "fallbackName.CODE",
    create: "lists.createCode",
  },
  WORLD: {
    title: "lists.worldTitle",
    intro: "lists.worldIntro",
    fallbackName: "fallbackName.WORLD",
    create: "lists.createWorld",
  },
};

/** The project's name, or null when the fallback of its type ("New Card", …) should show. */
export function ownName(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed ? trimmed : null;
}

/**
 * A scene's picture in the lists and on the editor's home: its preview (captured by the scene
 * editor and sent with its drafts), else its marker image, so a scene shows something before it is
 * first drawn or published (issue 22: album and code cards were blank until Publish).
 */
export const scenePicture = (s: {
  previewSrc: string | null;
  imageMarker?: { markerImageSrc: string | null } | null;
}) => s.previewSrc ?? s.imageMarker?.markerImageSrc ?? null;

/**
 * Spec 9: the list preview shows 4 scene previews, 2 if there are fewer than 4, 1 if there is
 * one. Scenes without a preview image do not count.
 */
export function collagePreviews(previews: readonly (string | null | undefined)[]): string[] {
  const srcs = previews.filter((p): p is string => Boolean(p));
  if (srcs.length >= 4) return srcs.slice(0, 4);
  if (srcs.length >= 2) return srcs.slice(0, 2);
  return srcs.slice(0, 1);
}

/** "edited {time ago}" is measured from editedAt, else createdAt. */
export const editedSince = (p: { editedAt: string | null; createdAt: string }) => p.editedAt ?? p.createdAt;

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
  ["second", 1],
];

/** "5 minutes ago" / "5 минут назад": the largest whole unit, in the interface language. */
export function timeAgo(iso: string, now: Date, locale: string): string {
  const then = new Date(iso).getTime();
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  if (Number.isNaN(then)) return "";
  // Clocks of browser and server differ a little: a moment "in the future" reads as now.
  const seconds = Math.max(0, Math.round((now.getTime() - then) / 1000));
  if (seconds < 45) return rtf.format(0, "second");
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return rtf.format(-Math.floor(seconds / size), unit);
  }
  return rtf.format(0, "second");
}

/** The AR link of a project: {host}/{projectId}, host without a trailing slash. */
export function arLink(host: string, projectId: number): string {
  return `${host.replace(/\/+$/, "")}/${projectId}`;
}
