// Click actions (editors spec §3): openUrl takes an http(s) URL; launchVideo, launchAudio and
// playAnimation name a video, audio or glb object of the same scene. The server's scene-schema.ts
// is the truth; it has no show/hide action, so neither has this package.
import type { SceneObject } from "./scene-object";

export const CLICK_ACTION_TYPES = ["openUrl", "launchVideo", "launchAudio", "playAnimation"] as const;
export type ClickActionType = (typeof CLICK_ACTION_TYPES)[number];
export type ClickAction = { type: ClickActionType; value: string };

/** The object type each action (other than openUrl) must point at. */
export const CLICK_TARGET_TYPE = { launchVideo: "video", launchAudio: "audio", playAnimation: "glb" } as const;

/** The click list stored in an object's data (absent or malformed reads as empty). */
export function clickActionsOf(o: Pick<SceneObject, "data">): ClickAction[] {
  const click = o.data?.click;
  if (!Array.isArray(click)) return [];
  return click.filter(
    (a): a is ClickAction =>
      typeof a === "object" &&
      a !== null &&
      CLICK_ACTION_TYPES.includes((a as ClickAction).type) &&
      typeof (a as ClickAction).value === "string",
  );
}

/** http(s) with a host, as the server's z.url() + http(s) check accepts. */
export function isValidUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.length > 0;
  } catch {
    return false;
  }
}
