// The server of hostile-input.test.ts: an owner with one of each thing (so malformed input reaches
// validation rather than a 404) and an admin; and the check run on every answer, with what a
// refused request must leave unchanged.
import { beforeAll } from "vitest";
import { createSession } from "@ar/core";
import {
  call,
  createUser,
  formData,
  glbFile,
  pngFile,
  rowCounts,
  storedFiles,
  upload as uploadTo,
  useApiServer,
  type TestApiServer,
} from "@ar/devtools/testing";

const TABLES = [
  "User",
  "Session",
  "CardCollection",
  "CollectionAssetPack",
  "Order",
  "Card",
  "CardBatch",
  "CardStatDay",
  "CardMedia",
  "CardVisit",
  "AssetPack",
  "AssetPackItem",
  "UserAssetPack",
  "ArProject",
  "ArProjectUser",
  "Scene",
  "Asset",
  "ArkitProject",
  "Payment",
  "Mail",
  "EmailChangeToken",
  "PasswordResetToken",
  "PrintExport",
  "AuditLog",
  "PriceTier",
  "PromoCode",
  "AlphaEncode",
];

type Person = { id: number; token: string; email: string; password: string };
export type Hostile = {
  api: TestApiServer;
  owner: Person;
  admin: Person;
  /** Real ids of the owner's things, so malformed input reaches validation rather than a 404. */
  ids: Record<string, number | string>;
};

export function useHostileServer(): Hostile {
  const api = useApiServer({ dataDirPrefix: "ar-hostile-" });
  // Filled in by beforeAll; the objects stay the same so callers may hold them from the start.
  const nobody = { id: 0, token: "", email: "", password: "" };
  const h: Hostile = { api, owner: { ...nobody }, admin: { ...nobody }, ids: {} };
  beforeAll(async () => {
    const { owner, ids } = h;
    const person = async (made: Awaited<ReturnType<typeof createUser>>) => ({
      id: made.user.id,
      email: made.user.email,
      password: made.password,
      token: (await createSession({ userId: made.user.id })).token,
    });
    Object.assign(owner, await person(await createUser()));
    Object.assign(h.admin, await person(await createUser({ isAdmin: true })));
    type Made = Record<string, unknown> & { id: number };
    const post = async (p: string, body: unknown) =>
      (await call(api.url, "POST", p, { token: owner.token, body })).body as Made;
    const upload = async (p: string, form: FormData) => (await uploadTo(api.url, owner.token, p, form)).body as Made;
    const collectionId = (await post("/api/cards", {})).id;
    const bought = await post(`/api/cards/${collectionId}/buy`, { count: 10 });
    const packId = (await post("/api/cards/assets", { type: "sticker", name: "Pack" })).id;
    const projectId = (await post("/api/ar-projects/album", {})).id;
    const sceneId = (await post(`/api/ar-projects/data/${projectId}/create-qr-scene`, { name: "S" })).id;
    const assetId = (
      await upload(
        `/api/ar-projects/${projectId}/assets`,
        formData({ file: { name: "a.png", data: await pngFile(16) } }),
      )
    ).id;
    const arkitId = (await upload("/api/arkit", formData({ file: { name: "m.glb", data: glbFile() } }, { name: "K" })))
      .id;
    const victim = (await createUser()).user.id;
    Object.assign(ids, {
      collectionId,
      orderId: bought.orderId as number,
      paymentId: bought.paymentId as number,
      packId,
      projectId,
      sceneId,
      assetId,
      arkitId,
      userId: victim,
      exportId: 1,
      cardId: "nope",
      processId: "00000000-0000-4000-8000-000000000000",
    });
  });
  return h;
}

type Sent = { label: string; res: Response; text: string; trpc: boolean };
type Problem = string;

function checkShape(s: Sent): Problem | null {
  if (s.res.status >= 500) return `${s.label}: ${s.res.status} ${s.text.slice(0, 200)}`;
  if (s.res.status < 400) return null;
  let body: {
    error?: {
      code?: unknown;
      message?: unknown;
      fields?: unknown;
      data?: { error?: { code?: unknown; message?: unknown } };
    };
  };
  try {
    body = JSON.parse(s.text);
  } catch {
    return `${s.label}: ${s.res.status} with a body that is not JSON: ${s.text.slice(0, 100)}`;
  }
  // tRPC answers carry the documented body under error.data.error; the HTTP server's own refusals
  // (431 for an oversized URL) come before tRPC and use the REST shape.
  const e = s.trpc && body.error?.data ? body.error.data.error : body.error;
  if (typeof e?.code !== "string" || typeof e.message !== "string")
    return `${s.label}: ${s.res.status} without the documented error body: ${s.text.slice(0, 200)}`;
  return null;
}

export type HostileRequest = { label: string; make: () => Promise<Request> | Request; trpc?: boolean };

/** Sends each request: no 5xx, the documented error body, and a refused one changes no row count and no stored file. */
export async function run(h: Hostile, requests: HostileRequest[]) {
  const state = async () => [await rowCounts(TABLES), (await storedFiles(h.api.dataDir)).join("\n")] as const;
  const problems: Problem[] = [];
  let errors = 0;
  for (const r of requests) {
    const [countsBefore, filesBefore] = await state();
    const res = await fetch(await r.make());
    const sent: Sent = { label: r.label, res, text: await res.text(), trpc: r.trpc ?? false };
    const problem = checkShape(sent);
    if (problem) problems.push(problem);
    if (res.status >= 400) {
      errors++;
      const [countsAfter, filesAfter] = await state();
      if (countsAfter !== countsBefore) problems.push(`${r.label}: ${res.status} but database row counts changed`);
      if (filesAfter !== filesBefore) problems.push(`${r.label}: ${res.status} but stored files changed`);
    }
  }
  return { problems, errors, total: requests.length };
}
