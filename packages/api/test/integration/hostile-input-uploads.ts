// Broken uploads and odd path parameters for hostile-input.test.ts.
import { randomBytes } from "node:crypto";
import { restRoutes } from "@ar/api";
import { formData, pngFile } from "@ar/devtools/testing";
import type { Hostile } from "./hostile-input-server";

export function multipartRequests(h: Hostile) {
  const { api, ids } = h;
  const out: { label: string; make: () => Promise<Request> }[] = [];
  const headers = { authorization: `Bearer ${h.owner.token}` };
  const paths = restRoutes
    .filter((r) => r.input === "multipart")
    .map((r) =>
      r.path
        .replace("/api/cards/:id/background/:side", `/api/cards/${ids.collectionId}/background/front`)
        .replace("/api/cards/assets/:id/items", `/api/cards/assets/${ids.packId}/items`)
        .replace("/api/ar-projects/data/:id/", `/api/ar-projects/data/${ids.projectId}/`)
        .replace("/api/ar-projects/scenes/:id/", `/api/ar-projects/scenes/${ids.sceneId}/`)
        .replace("/api/ar-projects/:id/", `/api/ar-projects/${ids.projectId}/`)
        .replace("/api/arkit/:id", `/api/arkit/${ids.arkitId}`),
    );
  const png = pngFile(32);
  for (const p of paths) {
    const url = `${api.url}${p}`;
    const form =
      (name: string, data: Buffer | Promise<Buffer>, fields: Record<string, string> = { name: "N" }) =>
      async () =>
        new Request(url, { method: "POST", headers, body: formData({ file: { name, data: await data } }, fields) });
    out.push({
      label: `${p} exe named .png`,
      make: form("evil.png", Buffer.concat([Buffer.from("MZ\x90\x00"), randomBytes(2000)])),
    });
    out.push({ label: `${p} png named .glb`, make: form("model.glb", png) });
    out.push({
      label: `${p} html named .jpg`,
      make: form("page.jpg", Buffer.from("<html><script>alert(1)</script></html>".repeat(200))),
    });
    out.push({ label: `${p} empty file`, make: form("empty.png", Buffer.alloc(0)) });
    out.push({ label: `${p} traversal name + junk`, make: form("../../../../tmp/owned.png", randomBytes(5000)) });
    out.push({
      label: `${p} truncated multipart`,
      make: async () => {
        const full = Buffer.from(
          await new Response(formData({ file: { name: "a.png", data: await png } }, { name: "N" })).arrayBuffer(),
        );
        const boundary = /^--(.+?)\r\n/.exec(full.toString("latin1"))![1]!;
        return new Request(url, {
          method: "POST",
          headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
          body: full.subarray(0, Math.floor(full.length / 2)),
        });
      },
    });
    out.push({
      label: `${p} no boundary`,
      make: async () =>
        new Request(url, {
          method: "POST",
          headers: { ...headers, "content-type": "multipart/form-data" },
          body: "--x\r\n\r\n",
        }),
    });
    out.push({
      label: `${p} JSON instead of multipart`,
      make: async () =>
        new Request(url, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: "{}" }),
    });
    // busboy decodes a part in its own charset: UTF-16 can carry a lone surrogate (0xD800).
    const utf16 = (disposition: string, text: Buffer) => async () => {
      const b = "hostile16";
      const body = Buffer.concat([
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: text/plain; charset=utf-16le\r\n\r\n`,
        ),
        text,
        Buffer.from(
          `\r\n--${b}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: image/png\r\n\r\n`,
        ),
        await png,
        Buffer.from(`\r\n--${b}--\r\n`),
      ]);
      return new Request(url, {
        method: "POST",
        headers: { ...headers, "content-type": `multipart/form-data; boundary=${b}` },
        body,
      });
    };
    out.push({
      label: `${p} lone surrogate in a UTF-16 field`,
      make: utf16('filename="a.png"', Buffer.from([0x61, 0, 0, 0xd8])),
    });
    out.push({
      label: `${p} lone surrogate in a UTF-16 file name`,
      make: utf16("filename*=utf-16le''%00%D8.%00p%00n%00g%00", Buffer.from([0x61, 0])),
    });
  }
  return out;
}

export function pathRequests(h: Hostile) {
  const { api, ids } = h;
  const odd = [
    "0",
    "-1",
    "1.5",
    "99999999999999999999",
    "1e3",
    "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "%00",
    "abc",
    "😀",
    "%ED%A0%80",
    "%E0%A4%A",
    "%",
  ];
  const out: { label: string; make: () => Request | Promise<Request> }[] = [];
  const headers = { authorization: `Bearer ${h.owner.token}` };
  for (const r of restRoutes) {
    if (!r.path.includes(":")) continue;
    for (const v of odd) {
      const url = `${api.url}${r.path.replace(/:[a-zA-Z]+/g, v)}`;
      out.push({
        label: `${r.method} ${r.path} with ${v}`,
        make: () =>
          new Request(url, {
            method: r.method,
            headers: { ...headers, ...(r.method === "POST" ? { "content-type": "application/json" } : {}) },
            body: r.method === "POST" ? "{}" : undefined,
          }),
      });
    }
  }
  // Names an object inherits, in every parameter that is not an id, next to real ids (so the request
  // reaches the lookup); uploads send a real image, which must not stay stored when refused.
  const idFor = (p: string) =>
    p.startsWith("/api/cards/assets")
      ? ids.packId
      : p.startsWith("/api/cards/orders")
        ? ids.orderId
        : p.startsWith("/api/cards")
          ? ids.collectionId
          : p.startsWith("/api/ar-projects/scenes")
            ? ids.sceneId
            : p.startsWith("/api/ar-projects")
              ? ids.projectId
              : p.startsWith("/api/arkit")
                ? ids.arkitId
                : p.startsWith("/api/public/media")
                  ? ids.assetId
                  : 0;
  const png = pngFile(16);
  for (const r of restRoutes) {
    if (!/:(?!id\b)[a-zA-Z]+/.test(r.path)) continue;
    for (const v of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf", "%ED%A0%80"]) {
      const url = `${api.url}${r.path.replace(":id", String(idFor(r.path))).replace(/:[a-zA-Z]+/g, v)}`;
      const body = async () =>
        r.input === "multipart"
          ? formData({ file: { name: "a.png", data: await png } }, { name: "N" })
          : r.method === "POST"
            ? JSON.stringify({ value: "x" })
            : undefined;
      const type: Record<string, string> =
        r.input !== "multipart" && r.method === "POST" ? { "content-type": "application/json" } : {};
      out.push({
        label: `${r.method} ${r.path} with ${v} and real ids`,
        make: async () => new Request(url, { method: r.method, headers: { ...headers, ...type }, body: await body() }),
      });
    }
  }
  for (const v of [
    "..%2F..%2Fetc%2Fpasswd",
    "%2e%2e/%2e%2e/etc/passwd",
    "collections/../../secret",
    "%00",
    "%ED%A0%80",
    "%E0",
    "x".repeat(5000),
  ]) {
    out.push({ label: `files ${v.slice(0, 30)}`, make: () => new Request(`${api.url}/api/files/${v}`, { headers }) });
    out.push({
      label: `qr ${v.slice(0, 30)}`,
      make: () => new Request(`${api.url}/api/qr/${v}?type=card&light-color=zz&dark-color=%00`, { headers }),
    });
  }
  return out;
}
