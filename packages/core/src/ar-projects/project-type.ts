// The kinds of AR project. Server-free (no imports), so the public snapshot's type
// (public-project-types.ts) can name them where the viewer reads it.
export const PROJECT_TYPES = ["QR", "ALBUM", "CODE", "WORLD"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];
