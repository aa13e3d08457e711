// The authorization matrix's checks (authz-matrix*.test.ts): each row called as every actor, and
// each row that needs a feature called without it. For each call: the expected status, no owner
// data in a response to anyone who may not see it (each owned thing carries a secret marker in its
// name), and nothing of the owner's changed by a refused call (a hash over the owner's rows and
// stored files).
import { afterEach, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { getDb } from "@ar/db";
import { FEATURE_IDS } from "@ar/core";
import { storedFiles } from "@ar/devtools/testing";
import { FEATURE_OF } from "./authz-matrix-features";
import { actors, api, mark, SECRET, send, WHO, type Who } from "./authz-matrix-harness";
import type { Rows } from "./authz-matrix-rows";
import { world } from "./authz-matrix-world";

export async function ownerFingerprint(): Promise<string> {
  const rowsHash = await getDb().$queryRawUnsafe<{ h: string }[]>(
    `SELECT md5(coalesce(string_agg(x, '|' ORDER BY x), '')) AS h FROM (
       SELECT 'u' || row_to_json(u.*)::text AS x FROM "User" u WHERE u.id = $1
       UNION ALL SELECT 'c' || row_to_json(c.*)::text FROM "CardCollection" c WHERE c."userId" = $1
       UNION ALL SELECT 'k' || row_to_json(k.*)::text FROM "Card" k JOIN "CardCollection" c ON c.id = k."collectionId" WHERE c."userId" = $1
       UNION ALL SELECT 'o' || row_to_json(o.*)::text FROM "Order" o WHERE o."userId" = $1
       UNION ALL SELECT 'p' || row_to_json(p.*)::text FROM "Payment" p WHERE p."userId" = $1
       UNION ALL SELECT 'a' || row_to_json(a.*)::text FROM "AssetPack" a WHERE a."authorId" = $1
       UNION ALL SELECT 'g' || row_to_json(g.*)::text FROM "UserAssetPack" g WHERE g."userId" = $1
       UNION ALL SELECT 'r' || row_to_json(r.*)::text FROM "ArProject" r WHERE r."ownerId" = $1
       UNION ALL SELECT 'm' || row_to_json(m.*)::text FROM "ArProjectUser" m JOIN "ArProject" r ON r.id = m."projectId" WHERE r."ownerId" = $1
       UNION ALL SELECT 'i' || row_to_json(i.*)::text FROM "ArProjectInvitation" i JOIN "ArProject" r ON r.id = i."projectId" WHERE r."ownerId" = $1
       UNION ALL SELECT 's' || row_to_json(s.*)::text FROM "Scene" s JOIN "ArProject" r ON r.id = s."projectId" WHERE r."ownerId" = $1
       UNION ALL SELECT 't' || row_to_json(t.*)::text FROM "Asset" t JOIN "ArProject" r ON r.id = t."projectId" WHERE r."ownerId" = $1
       UNION ALL SELECT 'n' || row_to_json(n.*)::text FROM "ArProjectSnapshot" n JOIN "ArProject" r ON r.id = n."projectId" WHERE r."ownerId" = $1
       UNION ALL SELECT 'f' || row_to_json(f.*)::text FROM "PublicFile" f JOIN "ArProject" r ON r.id = f."projectId" WHERE r."ownerId" = $1
       UNION ALL SELECT 'z' || row_to_json(z.*)::text FROM "ArkitProject" z WHERE z."userId" = $1
       UNION ALL SELECT 'e' || row_to_json(e.*)::text FROM "PrintExport" e WHERE e."userId" = $1
       UNION ALL SELECT 'v' || row_to_json(v.*)::text FROM "AlphaEncode" v WHERE v."userId" = $1
     ) rows`,
    actors.owner.id,
  );
  const files = await storedFiles(api().dataDir);
  const db = getDb();
  const ownerId = actors.owner.id;
  const prefixes = [
    `storage/arkit/u${ownerId}/`,
    ...(await db.cardCollection.findMany({ where: { userId: ownerId }, select: { id: true } })).map(
      (c) => `storage/collections/${c.id}/`,
    ),
    ...(await db.arProject.findMany({ where: { ownerId }, select: { id: true } })).map(
      (p) => `storage/projects/${p.id}/`,
    ),
    ...(await db.assetPack.findMany({ where: { authorId: ownerId }, select: { id: true } })).map(
      (p) => `storage/packs/${p.id}/`,
    ),
    ...(await db.alphaEncode.findMany({ where: { userId: ownerId }, select: { id: true } })).map(
      (a) => `storage/alpha/${a.id}/`,
    ),
    ...(await db.printExport.findMany({ where: { userId: ownerId }, select: { id: true } })).map(
      (e) => `storage/print-exports/${e.id}`,
    ),
  ];
  const owned = files.filter((f) => prefixes.some((p) => f.startsWith(p)));
  return createHash("sha256").update(rowsHash[0]!.h).update(owned.sort().join("\n")).digest("hex");
}

/** Markers a given actor must never see in a response. */
function forbiddenFor(who: Who): string[] {
  if (who === "owner" || who === "admin") return [];
  const all = [mark.collection, mark.pack, mark.arkit, actors.owner.email, `${SECRET}-owner`];
  return who === "shared"
    ? all.filter((m) => m !== actors.owner.email && m !== `${SECRET}-owner`)
    : [...all, mark.project, mark.scene];
}

/** One test a row (logging out is tested on its own: it would end the caller's session). */
export function describeMatrix(rows: Rows) {
  describe("authorization matrix", () => {
    const keys = Object.keys(rows).filter((k) => k !== "TRPC account.logout");
    it.each(keys)("%s", async (key) => {
      const row = rows[key]!;
      const shared = world(row.exposes);
      const results: string[] = [];
      const bodies: string[] = [];
      for (const who of WHO) {
        // Mutating calls that should succeed get their own world, so each actor starts from the same state.
        const w = row.mutates && row.expect[who] === 200 ? world(row.exposes) : shared;
        const req = await row.req(w);
        const before = await ownerFingerprint();
        const res = await send(who, req);
        results.push(`${who}:${res.status}`);
        if (res.status !== row.expect[who]) bodies.push(`${who}: ${res.text.slice(0, 300)}`);
        for (const m of forbiddenFor(who)) expect(res.text.includes(m), `${key} as ${who} leaked ${m}`).toBe(false);
        // Anyone refused, and anyone but the owner/admin/shared-editor, leaves the owner's data as it was.
        const mayChange =
          res.status === 200 &&
          (who === "owner" ||
            who === "admin" ||
            (who === "shared" && row.expect.shared === 200 && row.expect.stranger !== 200));
        if (!mayChange && !row.recordsForOwner)
          expect(await ownerFingerprint(), `${key} as ${who} (${res.status}) changed the owner's data`).toBe(before);
      }
      expect(results.join(" "), bodies.join("\n")).toBe(WHO.map((who) => `${who}:${row.expect[who]}`).join(" "));
    });
  });
}

export const setFeatures = (who: "owner" | "admin", features: readonly string[]) =>
  getDb().user.update({ where: { id: actors[who].id }, data: { features: [...features] } });

/** One test a row of `rows` that needs a feature. */
export function describeEntitlements(rows: Rows) {
  describe("entitlements: a row that needs a feature refuses the accounts without it", () => {
    afterEach(async () => {
      await setFeatures("owner", FEATURE_IDS);
      await setFeatures("admin", FEATURE_IDS);
    });
    const errorCode = (text: string) => {
      const body = JSON.parse(text) as { error?: { code?: unknown; data?: { error?: { code?: string } } } };
      return body.error?.data?.error?.code ?? body.error?.code;
    };

    it.each(
      Object.keys(FEATURE_OF)
        .filter((k) => k in rows)
        .sort(),
    )("%s", async (key) => {
      const row = rows[key]!;
      const feature = FEATURE_OF[key]!;
      for (const who of ["owner", "admin"] as const) {
        const req = await row.req(world(row.exposes)); // built while everyone has every feature
        await setFeatures(
          who,
          FEATURE_IDS.filter((f) => f !== feature),
        );
        const before = await ownerFingerprint();
        const refused = await send(who, req);
        expect(
          [refused.status, errorCode(refused.text)],
          `${key} as ${who} without ${feature}: ${refused.text.slice(0, 200)}`,
        ).toEqual([403, "FEATURE_REQUIRED"]);
        expect(await ownerFingerprint(), `${key} as ${who} without ${feature} changed the owner's data`).toBe(before);
        await setFeatures(who, [feature]);
        const allowed = await send(who, req);
        expect(allowed.status, `${key} as ${who} with only ${feature}: ${allowed.text.slice(0, 200)}`).toBe(
          row.expect[who],
        );
        await setFeatures(who, FEATURE_IDS);
      }
    });
  });
}
