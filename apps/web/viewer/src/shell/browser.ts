// What kind of browser this is, from its user agent: which camera-permission help to show, and
// whether it is an app's built-in browser (where the camera usually cannot be used).
export type BrowserFamily = "chrome" | "safari" | "firefox" | "samsung" | "other";

const IN_APP =
  /\b(FBAN|FBAV|FB_IAB|Instagram|Line\/|VKClient|vkclient|MicroMessenger|TikTok|musical_ly|Snapchat|Twitter|Pinterest|LinkedInApp|GSA\/|YaBrowser\/.*YaApp|OKApp|MailRuApp)\b/;

/** The name of the app whose built-in browser this is, or null in a real browser. */
export function inAppBrowser(ua: string = navigator.userAgent): string | null {
  const m = IN_APP.exec(ua);
  if (m?.[1]) return m[1];
  // Android WebViews mark themselves "; wv)"; Telegram's in-app browser is one of them.
  if (/Android.*; wv\)/.test(ua)) return "WebView";
  return null;
}

export function browserFamily(ua: string = navigator.userAgent): BrowserFamily {
  if (/SamsungBrowser\//.test(ua)) return "samsung";
  if (/Firefox\/|FxiOS\//.test(ua)) return "firefox";
  if (/CriOS\/|Chrome\/|Chromium\//.test(ua)) return "chrome";
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return "safari";
  return "other";
}

/** A phone or tablet (touch-first), as opposed to a desktop browser. */
export function isMobile(ua: string = navigator.userAgent): boolean {
  return (
    /Android|iPhone|iPad|iPod|Mobile/.test(ua) ||
    (typeof navigator !== "undefined" && navigator.maxTouchPoints > 1 && /Macintosh/.test(ua))
  );
}
