// QR of a project's AR link: {viewer host or the owner's custom domain}/{projectId}, or the App
// Clip link for type=ar-project-clip (GET /api/qr/{id}?type=ar-project|ar-project-clip). Only for
// those who may open the project: the owner's custom domain is theirs to publish, and ids are sequential.
import { getServerEnv } from "@ar/config";
import { getDb } from "@ar/db";
import type { Actor } from "../print/collection-access";
import { findProjectFor } from "./project-access";

export async function projectLink(opts: { actor: Actor; projectId: number; clip: boolean; domain?: string | null }): Promise<string> {
  const p = await findProjectFor(opts.actor, opts.projectId);
  const owner = await getDb().user.findUniqueOrThrow({ where: { id: p.ownerId }, select: { customDomain: true } });
  const env = getServerEnv();
  const domain = opts.domain ?? owner.customDomain;
  const host = domain ? `https://${domain}` : (env.AR_VIEWER_URL ?? env.APP_URL).replace(/\/+$/, "");
  return opts.clip ? `${host}/clip/${p.id}` : `${host}/${p.id}`;
}
