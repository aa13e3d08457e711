// QR of a project's AR link: {viewer host or the owner's custom domain}/{projectId}, or the App
// Clip link for type=ar-project-clip (GET /api/qr/{id}?type=ar-project|ar-project-clip). Only for
// those who may open the project: the owner's custom domain is theirs to publish, and ids are sequential.
import { getServerEnv } from "@ar/config";
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";
import type { Actor } from "../auth/actor";
import { findProjectFor } from "./project-access";

/**
 * `marker`: a QR scene's marker id — the link then ends in ?m={id}, still opening the project, and
 * the viewer knows which of the project's QR markers the printed code is (a code project tracks
 * each). An id of no QR scene of this project: 400 fields.marker "invalid".
 */
export async function projectLink(opts: {
  actor: Actor;
  projectId: number;
  clip: boolean;
  domain?: string | null;
  marker?: string | null;
}): Promise<string> {
  const p = await findProjectFor(opts.actor, opts.projectId);
  const marker = opts.marker ? `?m=${await qrMarkerOf(p.id, opts.marker)}` : "";
  const owner = await getDb().user.findUniqueOrThrow({ where: { id: p.ownerId }, select: { customDomain: true } });
  const env = getServerEnv();
  const domain = opts.domain ?? owner.customDomain;
  const host = domain ? `https://${domain}` : (env.AR_VIEWER_URL ?? env.APP_URL).replace(/\/+$/, "");
  return opts.clip ? `${host}/clip/${p.id}${marker}` : `${host}/${p.id}${marker}`;
}

async function qrMarkerOf(projectId: number, marker: string): Promise<string> {
  const scene = /^[0-9a-f]{1,64}$/.test(marker)
    ? await getDb().scene.findFirst({ where: { projectId, qrMarkerId: marker }, select: { qrMarkerId: true } })
    : null;
  if (!scene?.qrMarkerId)
    throw new AppError("BAD_REQUEST", "No QR marker of this project has this id", { fields: { marker: "invalid" } });
  return scene.qrMarkerId;
}
