// The side column's tutorial video (editors spec 2: "an embedded video"). No third-party request
// may happen while the wizard loads, so the column shows a local poster and the player's iframe
// is created only when the user opens it (a click-to-load facade). The address is configuration
// (root data `config.tutorialVideoUrl`), not code: without it the video block is not shown.

export type TutorialVideo = { embedUrl: string; host: string };

export function tutorialVideo(config: unknown): TutorialVideo | null {
  const raw = (config as { tutorialVideoUrl?: unknown } | null | undefined)?.tutorialVideoUrl;
  if (typeof raw !== "string" || !raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return { embedUrl: url.toString(), host: url.host };
  } catch {
    return null;
  }
}
