// How the authorization matrix's rows are written: what each actor may do (Expect), and a table
// of rows keyed like the endpoint lists ("REST GET /api/…", "TRPC proc", "SPECIAL GET /api/…").
import { trpcMutation, trpcQuery, type Req, type Who } from "./authz-matrix-harness";
import type { World } from "./authz-matrix-world";

export type Expect = Record<Who, number>;
/** Anyone signed in works on their own data (lists, create). */
export const SIGNED_IN: Expect = { anon: 401, stranger: 200, shared: 200, owner: 200, admin: 200 };
/** The owner's own thing: others get 404 (its existence is not revealed); admins manage everything. */
export const OWN: Expect = { anon: 401, stranger: 404, shared: 404, owner: 200, admin: 200 };
/** An AR project shared with `shared`: opened and edited by both. */
export const PROJECT: Expect = { anon: 401, stranger: 404, shared: 200, owner: 200, admin: 200 };
/** Owner-only actions on a shared project (delete, share). */
export const PROJECT_OWNER: Expect = { anon: 401, stranger: 404, shared: 403, owner: 200, admin: 200 };
export const ADMIN: Expect = { anon: 401, stranger: 403, shared: 403, owner: 403, admin: 200 };
/** Only the owner, not even an admin (restore and duplicate a collection: docs/decisions/0035). */
export const OWNER_ONLY: Expect = { anon: 401, stranger: 404, shared: 404, owner: 200, admin: 404 };
export const PUBLIC: Expect = { anon: 200, stranger: 200, shared: 200, owner: 200, admin: 200 };
export const ALL = (status: number): Expect => ({
  anon: status,
  stranger: status,
  shared: status,
  owner: status,
  admin: status,
});

/** `exposes`: the call shows the owner's things to others by design; `recordsForOwner`: anyone's call legitimately writes the owner's data (card view statistics). */
export type Row = {
  req: (w: World) => Promise<Req>;
  expect: Expect;
  mutates?: boolean;
  exposes?: boolean;
  recordsForOwner?: boolean;
};
export type Rows = Record<string, Row>;

export function rowTable() {
  const rows: Rows = {};
  const rest = (
    key: string,
    expect: Expect,
    req: (w: World) => Promise<Req>,
    mutates = !key.startsWith("GET "),
    exposes = false,
  ) => (rows[`REST ${key}`] = { req, expect, mutates, exposes });
  const trpc = (
    proc: string,
    expect: Expect,
    input: (w: World) => Promise<unknown>,
    mutates: boolean,
    exposes = false,
  ) =>
    (rows[`TRPC ${proc}`] = {
      req: async (w) => (mutates ? trpcMutation(proc, await input(w)) : trpcQuery(proc, await input(w))),
      expect,
      mutates,
      exposes,
    });
  const special = (key: string, expect: Expect, req: (w: World) => Promise<Req>, mutates = false) =>
    (rows[`SPECIAL ${key}`] = { req, expect, mutates });
  return { rows, rest, trpc, special };
}

export const none = async () => undefined;
