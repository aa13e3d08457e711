// The project settings on the editor's home (platform spec 3): the name and four feature flags,
// each saved with POST /api/ar-projects/data/{id}/{param} 500 ms after the last change.
export const FEATURE_FLAGS = ["useAppClips", "trackingLastKnownPose", "disablePreloader", "lazyLoad"] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const SETTINGS_SAVE_DELAY_MS = 500;

/** The flags as stored (any JSON) read as four booleans; missing ones are off. */
export function readFlags(features: unknown): FeatureFlags {
  const f = features && typeof features === "object" ? (features as Record<string, unknown>) : {};
  return Object.fromEntries(FEATURE_FLAGS.map((k) => [k, f[k] === true])) as FeatureFlags;
}

/** The name as sent: trimmed, and empty means "no name" (the list then shows its fallback). */
export function nameValue(input: string): string | null {
  const v = input.trim();
  return v === "" ? null : v;
}
