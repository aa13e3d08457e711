// The public ARKit page, {host}/arkit/{id} (issue 21 "ARKit projects", docs/decisions/0025): what an
// ARKit project's QR opens. On an iPhone or iPad, AR Quick Look with the USDZ (`<a rel="ar">` whose
// first child is an <img>, as Quick Look requires); on Android, Scene Viewer with the GLB (an
// intent link); on a desktop, an orbitable 3D preview and the QR to open the page on a phone. The
// phone paths load no three.js at all.
import "./arkit.css";
import "./arkit-texts";
import { lang, t } from "../shell/i18n";
import { pageForStatus, showPublicPage } from "../shell/public-page";
import { quickLookLink } from "../shell/quick-look-link";
import type { StatusLine } from "../shell/status";
import { absoluteUrl, arkitPlatform, quickLookHref, sceneViewerIntent } from "./arkit-links";
import type { PublicArkit } from "./types";

export async function startArkit(opts: { root: HTMLElement; status: StatusLine; id: number }): Promise<void> {
  const { root, status } = opts;
  status.set("loading");
  let project: PublicArkit;
  try {
    // No cookies: the page is public and must not send a console session.
    const res = await fetch(`/api/public/arkit/${opts.id}`, {
      credentials: "omit",
      cache: "no-cache",
      headers: { Accept: "application/json" },
    });
    if (!res.ok) return showPublicPage(root, pageForStatus(res.status, "arkit"));
    project = (await res.json()) as PublicArkit;
  } catch {
    return showPublicPage(root, "error");
  }
  document.title = project.name;
  const pageUrl = `${location.origin}/arkit/${project.id}`;
  const platform = arkitPlatform(navigator.userAgent, navigator.maxTouchPoints);

  const panel = document.createElement("section");
  panel.className = "arkit-panel";
  const h1 = document.createElement("h1");
  h1.textContent = project.name;
  panel.append(h1);
  root.append(panel);

  if (platform === "ios" && project.usdzSrc) {
    panel.dataset.arkitMode = "quick-look";
    panel.append(
      quickLookLink({
        href: quickLookHref(project.usdzSrc),
        image: previewImage(project),
        label: t("arkit.openQuickLook"),
        className: "arkit-open arkit-quick-look",
      }),
    );
    status.set("arkit-quick-look");
    return;
  }
  if (platform === "android") {
    panel.dataset.arkitMode = "scene-viewer";
    const link = document.createElement("a");
    link.href = sceneViewerIntent({
      glbUrl: absoluteUrl(project.modelSrc, location.origin),
      title: project.name,
      fallbackUrl: pageUrl,
    });
    link.className = "arkit-open arkit-scene-viewer";
    link.append(previewImage(project), label(t("arkit.openSceneViewer")));
    panel.append(link);
    status.set("arkit-scene-viewer");
    return;
  }
  // A desktop, or an iPhone before the console has exported the USDZ: the model in 3D.
  panel.dataset.arkitMode = platform === "ios" ? "preview-no-usdz" : "desktop";
  // The stage leaves the panel its side (CSS), so the model is not drawn under it.
  root.dataset.arkitMode = panel.dataset.arkitMode;
  status.set(platform === "ios" ? "arkit-no-usdz" : "arkit-desktop");
  const [{ showModelPreview }, qr] = await Promise.all([
    import("./model-preview"),
    platform === "desktop" ? import("./page-qr") : null,
  ]);
  if (qr) panel.append(await qr.pageQr(pageUrl, project.name));
  await showModelPreview({ root, panel, project, locale: lang() });
}

function previewImage(project: PublicArkit): HTMLImageElement {
  const img = document.createElement("img");
  img.className = "arkit-preview";
  img.alt = t("arkit.previewAlt", { name: project.name });
  // Without a stored preview (not rendered yet) a neutral cube stands in: Quick Look needs an image.
  img.src = project.previewSrc ?? CUBE_ICON;
  img.width = 240;
  img.height = 240;
  return img;
}

function label(text: string): HTMLSpanElement {
  const span = document.createElement("span");
  span.className = "arkit-open-label";
  span.textContent = text;
  return span;
}

const CUBE_ICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="240" height="240" fill="none" stroke="#bbb" stroke-width="1.2"><path d="M12 2 3 7v10l9 5 9-5V7z"/><path d="m3 7 9 5 9-5M12 12v10"/></svg>',
  );
