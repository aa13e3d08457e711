// The public ARKit page's pure parts (issue 21 "ARKit projects", docs/decisions/0025): which AR
// viewer each device is offered, the Quick Look and Scene Viewer links at real size, the route on
// the server and in the viewer (the console's /arkit list stays the console's), the size line.
import { describe, expect, it } from "vitest";
import { absoluteUrl, arkitPlatform, quickLookHref, sceneViewerIntent } from "../../viewer/src/arkit/arkit-links";
import "../../viewer/src/arkit/arkit-texts";
import { formatModelSize } from "@ar/core/arkit/model-size";
import { parseRoute } from "../../viewer/src/shell/route";
import { setLang, t } from "../../viewer/src/shell/i18n";
import { statusText } from "../../viewer/src/shell/status";
import { cardBases, matchViewerRoute, viewerPage } from "../../app/server/viewer-routes.server";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  iphoneChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1",
  ipadDesktopMode:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
  desktopChrome: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
};

describe("ARKit page links", () => {
  it("offers Quick Look on iOS (also iPadOS as a Mac), Scene Viewer on Android, the 3D preview elsewhere", () => {
    expect(arkitPlatform(UA.iphone)).toBe("ios");
    expect(arkitPlatform(UA.iphoneChrome)).toBe("ios");
    expect(arkitPlatform(UA.ipadDesktopMode, 5)).toBe("ios");
    expect(arkitPlatform(UA.ipadDesktopMode, 0)).toBe("desktop");
    expect(arkitPlatform(UA.android)).toBe("android");
    expect(arkitPlatform(UA.desktopChrome)).toBe("desktop");
  });

  it("opens Quick Look at real size and Scene Viewer with the GLB's absolute URL at real size", () => {
    expect(quickLookHref("/api/public/files/ab.usdz")).toBe("/api/public/files/ab.usdz#allowsContentScaling=0");
    const glb = absoluteUrl("/api/public/files/cd.glb", "https://ar.example.com");
    expect(glb).toBe("https://ar.example.com/api/public/files/cd.glb");
    const intent = sceneViewerIntent({
      glbUrl: glb,
      title: "Chair & table",
      fallbackUrl: "https://ar.example.com/arkit/7",
    });
    expect(intent.startsWith("intent://arvr.google.com/scene-viewer/1.0?")).toBe(true);
    const query = new URLSearchParams(intent.slice(intent.indexOf("?") + 1, intent.indexOf("#")));
    expect(Object.fromEntries(query)).toEqual({
      file: glb,
      mode: "ar_preferred",
      resizable: "false",
      title: "Chair & table",
    });
    expect(intent).toContain(
      "#Intent;scheme=https;package=com.google.android.googlequicksearchbox;action=android.intent.action.VIEW;",
    );
    expect(intent).toMatch(/S\.browser_fallback_url=https%3A%2F%2Far\.example\.com%2Farkit%2F7;end;$/);
  });

  it("writes the real size in metres in the reader's language", () => {
    expect(formatModelSize({ x: 1, y: 0.5, z: 0.25 }, "en")).toBe("1 × 0.5 × 0.25 m");
    expect(formatModelSize({ x: 1.234, y: 0.5, z: 2 }, "ru")).toBe("1,23 × 0,5 × 2 м");
    setLang("ru");
    expect(t("arkit.size", { size: "1 м" })).toBe("Натуральный размер: 1 м");
    expect(statusText("arkit-quick-look")).toMatch(/AR Quick Look/);
    setLang("en");
    expect(statusText("arkit-scene-viewer")).toMatch(/Scene Viewer/);
  });
});

describe("ARKit page route", () => {
  const bases = cardBases({ wishes: "http://localhost/w", wishesV2: "http://localhost/w" });
  it("serves /arkit/{digits} as the viewer; /arkit itself (the console's list) and anything else under it stay the console's", () => {
    expect(matchViewerRoute("/arkit/12", "localhost", bases)).toEqual({ kind: "arkit", id: "12" });
    expect(matchViewerRoute("/arkit/12/", "localhost", bases)).toEqual({ kind: "arkit", id: "12" });
    for (const p of ["/arkit", "/arkit/", "/arkit/new", "/arkit/12/edit", "/arkit/1x"])
      expect(matchViewerRoute(p, "localhost", bases), p).toBeNull();
    expect(viewerPage("<!--ar-route-->", { kind: "arkit", id: "12" })).toBe(
      '<meta name="ar-route" content="arkit:12" />',
    );
  });

  it("the viewer reads the route from the meta tag or the path", () => {
    expect(parseRoute("arkit:12", "/anything")).toEqual({ kind: "arkit", id: 12 });
    expect(parseRoute(null, "/arkit/9")).toEqual({ kind: "arkit", id: 9 });
    expect(parseRoute("arkit:x", "/")).toEqual({ kind: "unknown" });
  });
});
