// The authorization matrix's server and callers (authz-matrix*.test.ts): the owner of the data,
// another user, a user the owner's AR projects are shared with, and an admin, each with every
// feature; anonymous calls too. Each test file gets its own server and database.
import { beforeAll } from "vitest";
import { randomBytes } from "node:crypto";
import { getDb } from "@ar/db";
import { createSession, FEATURE_IDS } from "@ar/core";
import { createUser, useApiServer, type TestApiServer } from "@ar/devtools/testing";

export type Who = "anon" | "owner" | "stranger" | "shared" | "admin";
export const WHO: Who[] = ["anon", "stranger", "shared", "owner", "admin"];
type Actor = { id: number; email: string; token: string };
/** Filled in by useAuthzServer's beforeAll. */
export const actors = {} as Record<Exclude<Who, "anon">, Actor>;

export const SECRET = `S3CRET${randomBytes(4).toString("hex")}`;
/** Markers on the owner's things; the project marker is visible to the shared user by design. */
export const mark = {
  collection: `${SECRET}-collection`,
  pack: `${SECRET}-pack`,
  project: `${SECRET}-project`,
  arkit: `${SECRET}-arkit`,
  scene: `${SECRET}-scene`,
};

let server: TestApiServer | undefined;
export const api = () => server!;

export function useAuthzServer(): TestApiServer {
  server = useApiServer({ dataDirPrefix: "ar-authz-" });
  beforeAll(async () => {
    await getDb().promoCode.create({ data: { code: "AUTHZ10", percentOff: 10 } });
    const make = async (name: string, isAdmin = false) => {
      const { user } = await createUser({ name, isAdmin, features: [...FEATURE_IDS] });
      return { id: user.id, email: user.email, token: (await createSession({ userId: user.id })).token };
    };
    Object.assign(actors, {
      owner: await make(`${SECRET}-owner`),
      stranger: await make("Stranger"),
      shared: await make("Shared"),
      admin: await make("Admin", true),
    });
  });
  return server;
}

export type Req = { method: "GET" | "POST" | "DELETE"; path: string; json?: unknown; form?: () => Promise<FormData> };
export type Res = { status: number; text: string };

export async function send(who: Who, req: Req): Promise<Res> {
  const headers: Record<string, string> = who === "anon" ? {} : { authorization: `Bearer ${actors[who].token}` };
  let body: BodyInit | undefined;
  if (req.form) body = await req.form();
  else if (req.json !== undefined) {
    body = JSON.stringify(req.json);
    headers["content-type"] = "application/json";
  }
  const res = await fetch(`${api().url}${req.path}`, { method: req.method, headers, body });
  return { status: res.status, text: Buffer.from(await res.arrayBuffer()).toString("latin1") };
}

export const trpcQuery = (proc: string, input?: unknown): Req => ({
  method: "GET",
  path: `/api/trpc/${proc}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
});
export const trpcMutation = (proc: string, input?: unknown): Req => ({
  method: "POST",
  path: `/api/trpc/${proc}`,
  json: input ?? {},
});
