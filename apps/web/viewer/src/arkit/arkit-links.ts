// Which AR viewer an ARKit page offers, and the links that open them (issue 21 "ARKit projects",
// docs/decisions/0025). Pure, so each rule is unit-tested with recorded user agents.
//
// The platform is read from the user agent, not from `relList.supports("ar")`: Quick Look's own
// check answers true only inside Safari's WebKit, and the page must still offer the USDZ link to
// an iPhone whose browser hides it (Chrome on iOS opens .usdz links in Quick Look too).
export type ArkitPlatform = "ios" | "android" | "desktop";

export function arkitPlatform(ua: string, maxTouchPoints = 0): ArkitPlatform {
  if (/iPhone|iPad|iPod/.test(ua)) return "ios";
  // iPadOS asks for the desktop site as a Mac; a touch screen gives it away.
  if (/Macintosh/.test(ua) && maxTouchPoints > 1) return "ios";
  if (/Android/.test(ua)) return "android";
  return "desktop";
}

/**
 * The USDZ for AR Quick Look, at its real size: `allowsContentScaling=0` stops pinch-scaling, so
 * the model stays as large as it is in metres (glTF and USD units alike).
 */
export function quickLookHref(usdzUrl: string): string {
  return `${usdzUrl}#allowsContentScaling=0`;
}

/**
 * Scene Viewer through the Google app (`ar_preferred`: AR where ARCore is present, its 3D viewer
 * otherwise), at real size (`resizable=false`). Without the Google app Android opens
 * `browser_fallback_url`: this same page, which then shows the 3D preview.
 */
export function sceneViewerIntent(opts: { glbUrl: string; title: string; fallbackUrl: string }): string {
  const query = new URLSearchParams({ file: opts.glbUrl, mode: "ar_preferred", resizable: "false", title: opts.title });
  return (
    `intent://arvr.google.com/scene-viewer/1.0?${query.toString()}` +
    `#Intent;scheme=https;package=com.google.android.googlequicksearchbox;action=android.intent.action.VIEW;` +
    `S.browser_fallback_url=${encodeURIComponent(opts.fallbackUrl)};end;`
  );
}

/** A public file path made absolute: Scene Viewer fetches the GLB itself, from outside this page. */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}
