// The public ARKit page {host}/arkit/{id} (issue 21 "ARKit projects", docs/decisions/0025): the
// page offers each device its own AR viewer — an iPhone a rel="ar" link to the USDZ with an <img>
// first, Android an intent:// link to Scene Viewer with the GLB's absolute public URL, a desktop
// the model in 3D (pixels checked) and a QR that decodes to the page — and the console's /arkit list
// still answers as the console.
import jsQR from "jsqr";
import sharp from "sharp";
import { crc32 } from "node:zlib";
import { sphereGlb } from "../fixtures/sphere-glb";
import { expect, test } from "../fixtures/test";
import { apiAs, baseUrl, countIn, expectQuickLookLink, isRed, pixelsOf, type Api } from "../fixtures/viewer";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
};

/** A one-entry stored zip whose entry is a USD layer (the shape the server checks a USDZ for). */
function usdzFile(): Buffer {
  const name = Buffer.from("model.usda");
  const data = Buffer.from("#usda 1.0\n");
  // A local or central header: its signature, then the entry's fields from `at` on (version
  // needed, then CRC, sizes and name length), laid out alike in both.
  const entryHeader = (size: number, signature: number, at: number) => {
    const b = Buffer.alloc(size);
    b.writeUInt32LE(signature, 0);
    b.writeUInt16LE(20, at);
    b.writeUInt32LE(crc32(data), at + 10);
    b.writeUInt32LE(data.length, at + 14);
    b.writeUInt32LE(data.length, at + 18);
    b.writeUInt16LE(name.length, at + 22);
    return b;
  };
  const local = entryHeader(30, 0x04034b50, 4);
  const central = entryHeader(46, 0x02014b50, 6);
  central.writeUInt16LE(20, 4); // version made by
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

async function postFile(
  api: Api,
  url: string,
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${baseUrl}${url}`, { method: "POST", headers: { cookie: api.cookie }, body: form });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { id: number };
}

let id: number;
const glb = sphereGlb({ color: [0.9, 0.05, 0.05], radius: 0.25 });
test.beforeAll(async () => {
  const api = await apiAs(["arkit"]);
  id = (
    await postFile(api, "/api/arkit", { name: "ball.glb", type: "model/gltf-binary", bytes: glb }, { name: "Red ball" })
  ).id;
  await postFile(api, `/api/arkit/${id}/usdz`, { name: "ball.usdz", type: "model/vnd.usdz+zip", bytes: usdzFile() });
  const preview = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#e01010" } })
    .png()
    .toBuffer();
  await postFile(api, `/api/arkit/${id}/preview`, { name: "p.png", type: "image/png", bytes: preview });
});

test("iPhone: AR Quick Look link to the USDZ at real size, an <img> first; Android: Scene Viewer with the GLB's absolute public URL", async ({
  browser,
}) => {
  const iphone = await browser.newContext({
    userAgent: UA.iphone,
    viewport: { width: 390, height: 844 },
    locale: "en-US",
    hasTouch: true,
    isMobile: true,
  });
  const page = await iphone.newPage();
  await page.goto(`${baseUrl}/arkit/${id}`);
  const link = page.locator('a[rel="ar"]');
  await expect(link).toHaveAttribute("href", /^\/api\/public\/files\/[0-9a-f]{64}\.usdz#allowsContentScaling=0$/);
  await expectQuickLookLink(page, "View in AR");
  await expect(link.locator("img")).toHaveJSProperty("complete", true);
  expect(await link.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expect(page.locator("#status")).toHaveAttribute("data-state", "arkit-quick-look");
  await expect(page.getByRole("heading", { name: "Red ball" })).toBeVisible();
  const usdz = await page.request.get(`${baseUrl}${(await link.getAttribute("href"))!.split("#")[0]}`);
  expect([usdz.status(), usdz.headers()["content-type"]]).toEqual([200, "model/vnd.usdz+zip"]);
  // No three.js on the phone paths: only the small page chunks.
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType("resource").some((e) => /stage-|model-preview/.test(e.name)),
    ),
  ).toBe(false);
  await page.screenshot({ path: "/tmp/shots-native/arkit-iphone.png" });
  await iphone.close();

  const android = await browser.newContext({
    userAgent: UA.android,
    viewport: { width: 412, height: 915 },
    locale: "ru-RU",
    hasTouch: true,
    isMobile: true,
  });
  const apage = await android.newPage();
  await apage.goto(`${baseUrl}/arkit/${id}`);
  const open = apage.getByRole("link", { name: /Смотреть в AR/ });
  const href = (await open.getAttribute("href"))!;
  expect(href).toMatch(/^intent:\/\/arvr\.google\.com\/scene-viewer\/1\.0\?/);
  const file = new URLSearchParams(href.slice(href.indexOf("?") + 1, href.indexOf("#"))).get("file")!;
  expect(file).toMatch(new RegExp(`^${baseUrl}/api/public/files/[0-9a-f]{64}\\.glb$`));
  expect(href).toContain(`S.browser_fallback_url=${encodeURIComponent(`${baseUrl}/arkit/${id}`)};end;`);
  // The URL Scene Viewer will fetch serves the very GLB that was uploaded, to anyone.
  const fetched = await fetch(file);
  expect(Buffer.from(await fetched.arrayBuffer()).equals(glb)).toBe(true);
  await expect(apage.locator("#status")).toHaveAttribute("data-state", "arkit-scene-viewer");
  await expect(apage.locator("#status")).toContainText("Scene Viewer");
  await apage.screenshot({ path: "/tmp/shots-native/arkit-android-ru.png" });
  await android.close();
});

test("desktop: the model drawn in 3D at its real size, a QR that opens this page; the console's /arkit list is untouched", async ({
  page,
  login,
}) => {
  await page.setViewportSize({ width: 900, height: 560 });
  await page.goto(`/arkit/${id}`);
  const panel = page.locator(".arkit-panel");
  await expect(panel).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
  await expect(page.locator("#status")).toHaveAttribute("data-state", "arkit-desktop");
  // A 0.5 m ball: its real size read from the model.
  await expect(panel.locator(".arkit-size")).toHaveText("Real size: 0.5 × 0.5 × 0.5 m");
  await page.waitForTimeout(400);
  const shot = await page.screenshot({ path: "/tmp/shots-native/arkit-desktop.png" });
  const red = countIn(await pixelsOf(shot), isRed, { x0: 0, y0: 0, x1: 560, y1: 560 });
  expect(red.n).toBeGreaterThan(5000);
  const qr = panel.getByRole("img", { name: "QR code to open Red ball on a phone" });
  const png = await sharp(await qr.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(jsQR(new Uint8ClampedArray(png.data), png.info.width, png.info.height)?.data).toBe(`${baseUrl}/arkit/${id}`);

  // An unknown id: the viewer's own page, not the console's 404.
  await page.goto("/arkit/99999999");
  await expect(page.locator(".public-page")).toHaveAttribute("data-page", "project-missing");
  await expect(page.getByRole("heading", { level: 1, name: "There is no such AR project" })).toBeVisible();
  // The console's list keeps its path.
  await login({ features: ["arkit"], locale: "en" });
  await page.goto("/arkit");
  await expect(page.getByRole("heading", { name: "ARKit projects", level: 1 })).toBeVisible();
});
