// QR of a project's AR link: {viewer host or the owner's custom domain}/{projectId}, or the App
// Clip link for type=ar-project-clip (GET /api/qr/{id}?type=ar-project|ar-project-clip).
import { getServerEnv } from "@ar/config";
import { getDb } from "@ar/db";
import { notFound } from "../errors/app-error";

export async function projectLink(opts: { projectId: number; clip: boolean; domain?: string | null }): Promise<string> {
  const p = await getDb().arProject.findUnique({ where: { id: opts.projectId }, select: { id: true, owner: { select: { customDomain: true } } } });
  if (!p) throw notFound("Can't find the project");
  const env = getServerEnv();
  const domain = opts.domain ?? p.owner.customDomain;
  const host = domain ? `https://${domain}` : (env.AR_VIEWER_URL ?? env.APP_URL).replace(/\/+$/, "");
  return opts.clip ? `${host}/clip/${p.id}` : `${host}/${p.id}`;
}
