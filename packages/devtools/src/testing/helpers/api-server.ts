// A plain Node HTTP server around the API's fetch handler: integration tests talk real HTTP to
// the same code the Remix resource route mounts, without building the web app. The request body
// streams in through the same adapter @remix-run/express uses (cancelling it destroys the socket),
// so limits and early answers behave here as in production.
import http from "node:http";
import type { AddressInfo } from "node:net";
// (its stream module alone: the package index also declares globals, NODE_ENV among them)
import { createReadableStreamFromReadable } from "@remix-run/node/dist/stream.js";
import { answerClientError, handleApiRequest } from "@ar/api";
import { setEnvVar } from "@ar/config";
import { createUser } from "./factories";

export type ApiServer = { url: string; close: () => Promise<void> };

/** Request header the test server reads the client IP from, so one test can act as several clients. */
export const TEST_CLIENT_IP_HEADER = "x-test-client-ip";

export async function startApiServer(): Promise<ApiServer> {
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? createReadableStreamFromReadable(req) : undefined,
      duplex: "half",
    } as RequestInit);
    // Tests that need several clients name one in TEST_CLIENT_IP_HEADER (the web server takes it
    // from the socket or X-Forwarded-For under TRUST_PROXY; this header exists only here).
    const testIp = req.headers[TEST_CLIENT_IP_HEADER];
    const ip = typeof testIp === "string" ? testIp : (req.socket.remoteAddress ?? "unknown");
    const response = await handleApiRequest(request, { ip });
    const out: Record<string, string | string[]> = {};
    response.headers.forEach((v, k) => (out[k] = v));
    const cookies = response.headers.getSetCookie();
    if (cookies.length) out["set-cookie"] = cookies;
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  };
  const server = http.createServer((req, res) => void handle(req, res));
  server.on("clientError", answerClientError);
  // The tests' client (undici's fetch) and this server share one event loop. A test that blocks it
  // for a few seconds (building a 45 MB upload on a loaded machine) wakes with the server's 5 s
  // keep-alive timer and the client's choice of an idle pooled socket both due: the client writes
  // its POST on the socket the server then closes, and fetch fails with ECONNRESET (seen in CI).
  // With no server-side idle timeout, only the client closes idle sockets (undici: after 4 s), so
  // the two never race; close() still ends idle connections.
  server.keepAliveTimeout = 0;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setEnvVar("APP_URL", url);
  return { url, close: () => new Promise((r) => server.close(() => r())) };
}

/** fetch + JSON, with the status and headers kept for assertions. */
export async function call(
  base: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie) headers.cookie = opts.cookie;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return answerOf(res);
}

/**
 * Client addresses for TEST_CLIENT_IP_HEADER, a new one at each call (`${prefix}1`, `${prefix}2`, …;
 * a documentation range by default), so one test's per-IP counts do not reach the next.
 */
export function clientIps(prefix = "198.51.100."): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}

/**
 * POST + JSON, like `call`, on the server at `api.url` (read when called: useApiServer fills it in
 * later) as the client at `opts.ip`, or at a new address from `nextIp` when none is given.
 */
export function postAsClient(api: { url: string }, nextIp: () => string = clientIps()) {
  return (path: string, body: unknown, opts: { ip?: string; token?: string } = {}) =>
    call(api.url, "POST", path, { body, token: opts.token, headers: { [TEST_CLIENT_IP_HEADER]: opts.ip ?? nextIp() } });
}

/** A multipart POST (signed in when `token` is given) + JSON, like `call`. */
export async function upload(base: string, token: string | undefined, path: string, form: FormData) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return answerOf(await fetch(`${base}${path}`, { method: "POST", headers, body: form }));
}

async function answerOf(res: Response) {
  const text = await res.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions read the JSON freely
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, headers: res.headers, body: json };
}

/** A new user (createUser's options) signed in through the API: its bearer token beside the row and password. */
export async function signIn(base: string, opts: Parameters<typeof createUser>[0] = {}) {
  const { user, password } = await createUser(opts);
  const res = await call(base, "POST", "/api/account/login", { body: { email: user.email, password } });
  if (res.status !== 200) throw new Error(`test sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { user, password, token: res.body.token as string };
}

/** A new user signed in, as `signIn`, with an empty collection of theirs made through the API: a buyer to be. */
export async function signInWithCollection(base: string, opts: Parameters<typeof createUser>[0] = {}) {
  const signedIn = await signIn(base, opts);
  const res = await call(base, "POST", "/api/cards", { token: signedIn.token, body: {} });
  if (res.status !== 200) throw new Error(`test collection failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...signedIn, collectionId: res.body.id as number };
}

/** "name=value" of the session cookie a response set. */
export function sessionCookieFrom(headers: Headers): string | undefined {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("ar_session=") && c !== "ar_session=");
}
