// Clear public pages in place of the viewer: a project that is not published, a project that does
// not exist (the API answers 404 for both; the page's <meta name="ar-page" content="missing"> tells
// them apart), a card that does not exist, a card not paid yet, or a load that failed. Never a
// sign-in screen: the viewer knows nothing of accounts.
import "./shell-texts";
import { t } from "./i18n";

export type PublicPageKind = "not-published" | "project-missing" | "card-missing" | "not-paid" | "error";

const KEYS: Record<PublicPageKind, string> = {
  "not-published": "page.notPublished",
  "project-missing": "page.projectMissing",
  "card-missing": "page.cardMissing",
  "not-paid": "page.notPaid",
  error: "page.error",
};

/** Replaces the viewer's content with the page; `error` offers a retry (reload). */
export function showPublicPage(root: HTMLElement, kind: PublicPageKind): void {
  const section = document.createElement("section");
  section.className = "public-page";
  section.dataset.page = kind;
  const h1 = document.createElement("h1");
  h1.textContent = t(`${KEYS[kind]}.title`);
  const p = document.createElement("p");
  p.textContent = t(`${KEYS[kind]}.text`);
  section.append(h1, p);
  if (kind === "error") {
    const retry = document.createElement("button");
    retry.type = "button";
    retry.textContent = t("page.retry");
    retry.addEventListener("click", () => location.reload());
    section.append(retry);
  }
  root.replaceChildren(section);
  document.title = h1.textContent;
}

/** The public page for an API error answer (404/403 of the public endpoints), or null if none fits. */
export function pageForStatus(status: number, subject: "project" | "arkit" | "card"): PublicPageKind {
  // An ARKit project is public from the moment it has a model (no publishing step): its 404 always
  // means there is no such project.
  if (status === 404 && subject === "arkit") return "project-missing";
  if (status === 404 && subject === "project") return missingHint() ? "project-missing" : "not-published";
  if (status === 404) return "card-missing";
  if (status === 403 && subject === "card") return "not-paid";
  return "error";
}

/** The server's word that the project of this page does not exist (viewer-routes.server.ts). */
function missingHint(): boolean {
  return (
    typeof document !== "undefined" &&
    document.querySelector('meta[name="ar-page"]')?.getAttribute("content") === "missing"
  );
}
