// What the request-doors-*.test.ts files share: the server with an owner and an admin, the state a
// refused request must leave alone, and hand-made request bodies (a raw socket, UTF-16 multipart).
import { beforeAll } from "vitest";
import http from "node:http";
import { createSession } from "@ar/core";
import { createUser, rowCounts, storedFiles, useApiServer } from "@ar/devtools/testing";

const TABLES = [
  "User",
  "AssetPack",
  "AssetPackItem",
  "ArProject",
  "Scene",
  "ArkitProject",
  "Order",
  "Payment",
  "CardCollection",
  "Session",
];

export function useDoorsServer() {
  const api = useApiServer({ dataDirPrefix: "ar-doors-" });
  // Filled in by beforeAll; the objects stay the same so callers may hold them from the start.
  const owner = { id: 0, token: "", email: "", password: "" };
  const admin = { token: "" };
  beforeAll(async () => {
    const o = await createUser({ features: ["arkit", "wishes", "ar-albums"] });
    Object.assign(owner, {
      id: o.user.id,
      token: (await createSession({ userId: o.user.id })).token,
      email: o.user.email,
      password: o.password,
    });
    const a = (await createUser({ isAdmin: true })).user;
    admin.token = (await createSession({ userId: a.id })).token;
  });

  /** One HTTP/1.1 exchange on a raw socket: what a browser sees, resets included. */
  function rawPost(
    urlPath: string,
    opts: { headers: Record<string, string | number>; body?: Buffer; stopAfter?: number; pauseAfter?: number },
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${api.url}${urlPath}`,
        { method: "POST", headers: opts.headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString() }),
          );
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      if (!opts.body) {
        req.flushHeaders();
        return;
      }
      const body = opts.stopAfter === undefined ? opts.body : opts.body.subarray(0, opts.stopAfter);
      // Written in slices, as a browser uploads; `pauseAfter` holds the rest back for a moment, as a
      // slow network does, so that the server decides while the body is still arriving.
      let at = 0;
      let paused = false;
      const writeMore = () => {
        while (at < body.length) {
          if (opts.pauseAfter !== undefined && at >= opts.pauseAfter && !paused) {
            paused = true;
            return void setTimeout(writeMore, 300);
          }
          const slice = body.subarray(at, at + 16 * 1024);
          at += slice.length;
          if (!req.write(slice)) return void req.once("drain", writeMore);
        }
        if (opts.stopAfter === undefined) req.end();
      };
      writeMore();
    });
  }

  return {
    api,
    owner,
    admin,
    rawPost,
    rowCounts: () => rowCounts(TABLES),
    storedFiles: () => storedFiles(api.dataDir),
  };
}

export async function multipartBytes(form: FormData): Promise<{ body: Buffer; type: string }> {
  const res = new Response(form);
  return { body: Buffer.from(await res.arrayBuffer()), type: res.headers.get("content-type")! };
}

/** A multipart body with one text field in UTF-16LE (busboy decodes a part's own charset). */
export function utf16FieldForm(
  field: string,
  utf16: Buffer,
  file?: { name: string; data: Buffer },
): { body: Buffer; type: string } {
  const b = "----doorsboundary";
  const parts = [
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="${field}"\r\nContent-Type: text/plain; charset=utf-16le\r\n\r\n`,
    ),
    utf16,
    Buffer.from("\r\n"),
  ];
  if (file)
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${b}` };
}
