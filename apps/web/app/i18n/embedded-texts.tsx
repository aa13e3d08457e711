import { useTranslation } from "react-i18next";
import { EMBEDDED_TEXTS_ID, embeddedTextsJson } from "./client-texts";
import type { Lng } from "./languages";

/**
 * The core texts of the page's language as a JSON block, for pages rendered without a user:
 * entry.client reads it before hydrating. Only the server render fills it; in the browser the
 * element keeps what the server wrote (a JSON block never runs, and it is read once).
 */
export function EmbeddedTexts({ lng }: { lng: Lng }) {
  const { i18n } = useTranslation();
  const json =
    typeof document === "undefined" ? embeddedTextsJson(i18n.getResourceBundle(lng, "translation") as object) : "";
  return (
    <script
      id={EMBEDDED_TEXTS_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
