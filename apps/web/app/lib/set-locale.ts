// Spec 1: the language choice is kept locally under `locale`. The cookie of the same name is what
// the server reads when it renders, so the choice also holds across reloads and first paint.
import { LOCALE_KEY, type Lng } from "../i18n/languages";

export function saveLocale(lng: Lng): void {
  document.cookie = `${LOCALE_KEY}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax`;
  try {
    localStorage.setItem(LOCALE_KEY, lng);
  } catch {
    // Storage can be disabled (private mode); the cookie alone is enough for the server.
  }
}
