// Request bodies through the production server (Express + Remix, as a browser reaches it), over a
// raw socket so that a connection reset shows as one (issue 19 §4, §7): a sticker over its limit
// gets the 413 error body while it is still uploading, an oversized tRPC body is refused with 413
// and a sign-in posted as a cross-site form would post it (text/plain) with 415.
import http from "node:http";
import { expect, test } from "@playwright/test";
import { createSessionToken, createUser } from "../fixtures/db";

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** Sends `body` in 16 KB slices; after `pauseAfter` bytes it waits 300 ms, as a slow upload does. */
function post(
  base: string,
  path: string,
  headers: Record<string, string | number>,
  body: Buffer,
  pauseAfter = Infinity,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, base), { method: "POST", headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    let at = 0;
    let paused = false;
    const more = () => {
      while (at < body.length) {
        if (at >= pauseAfter && !paused) {
          paused = true;
          return void setTimeout(more, 300);
        }
        const slice = body.subarray(at, at + 16 * 1024);
        at += slice.length;
        if (!req.write(slice)) return void req.once("drain", more);
      }
      req.end();
    };
    more();
  });
}

/** A WebM (EBML) header and padding: a sticker file of `size` bytes. */
function webm(size: number): Buffer {
  const head = Buffer.from([
    0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
    0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02,
  ]);
  return Buffer.concat([head, Buffer.alloc(size - head.length)]);
}

test("a 600 KB sticker (limit 512 KB) gets the 413 error body while it uploads, not a connection reset", async ({
  baseURL,
}) => {
  const user = await createUser({ features: ["wishes"] });
  const auth = { authorization: `Bearer ${await createSessionToken(user.id)}` };
  const pack = await fetch(new URL("/api/cards/assets", baseURL), {
    method: "POST",
    headers: { ...auth, "content-type": "application/json" },
    body: JSON.stringify({ type: "sticker", name: "Big" }),
  });
  const { id } = (await pack.json()) as { id: number };
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(webm(600 * 1024))], { type: "video/webm" }), "big.webm");
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = { ...auth, "content-type": encoded.headers.get("content-type")!, "content-length": body.length };
  const answer = await post(baseURL!, `/api/cards/assets/${id}/items`, headers, body, body.length - 60 * 1024);
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.text).error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", fields: { file: "too_large" } });
});

test("the tRPC door reads at most 1 MB: a 2 MB sign-in body, chunked, is refused with 413", async ({ baseURL }) => {
  const body = Buffer.from(JSON.stringify({ email: "a@example.com", password: "p".repeat(2 * 1024 * 1024) }));
  const answer = await post(
    baseURL!,
    "/api/trpc/account.login",
    { "content-type": "application/json", "transfer-encoding": "chunked", origin: new URL(baseURL!).origin },
    body,
  );
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.text).error.data.error.code).toBe("PAYLOAD_TOO_LARGE");
});

test("a sign-in posted as text/plain (what a form on another site can send) is refused with 415", async ({
  baseURL,
}) => {
  const user = await createUser();
  const body = Buffer.from(JSON.stringify({ email: user.email, password: user.password }));
  const answer = await post(
    baseURL!,
    "/api/account/login",
    { "content-type": "text/plain", "content-length": body.length },
    body,
  );
  expect(answer.status).toBe(415);
  expect(JSON.parse(answer.text).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  expect(answer.headers["set-cookie"]).toBeUndefined();
});
