// Which text a QR request encodes: a card's link (GET /api/qr/{cardId}[.png|.svg]?type=) or an
// origin for the colour preview (GET /api/qr/preview?origin=). Cards are public by design: their
// ids are unguessable and printed on paper. AR and ARKit project QRs (sequential ids, the owner's
// custom domain) are for those who may open the project, as its access rule says.
import { isDomainHost } from "@ar/card-layout";
import { getDb } from "@ar/db";
import { AppError, notFound, unauthorized } from "../errors/app-error";
import type { Actor } from "../auth/actor";
import { viewerBases } from "../cards/get-urls";
import { cardLink } from "../print/card-link";
import { qrColor, renderQr, type QrImage } from "./render-qr";
import { projectLink } from "../ar-projects/project-qr";
import { arkitLink } from "../arkit/arkit-projects";

export type QrQuery = {
  type: string | null;
  lightColor: string | null;
  darkColor: string | null;
  domain: string | null;
  origin?: string | null;
  /** A QR scene's marker id (ar-project types). */ marker?: string | null;
};

function colors(q: QrQuery) {
  return {
    dark: qrColor(q.darkColor, "#000000", "dark-color"),
    light: qrColor(q.lightColor, "#FFFFFF", "light-color"),
  };
}

/** `actor`: who asks (null when signed out), for the project types. */
export async function cardQr(opts: {
  actor: Actor | null;
  cardId: string;
  format: "png" | "svg";
  query: QrQuery;
}): Promise<QrImage> {
  const type = opts.query.type ?? "wishes";
  if (type === "arkit") {
    const projectId = Number(opts.cardId);
    if (!opts.actor) throw unauthorized();
    const { dark, light } = colors(opts.query);
    return renderQr({ text: await arkitLink(opts.actor, projectId), dark, light, format: opts.format });
  }
  if (type === "ar-project" || type === "ar-project-clip") {
    const projectId = Number(opts.cardId);
    if (!opts.actor) throw unauthorized();
    const { dark, light } = colors(opts.query);
    if (opts.query.domain && !isDomainHost(opts.query.domain))
      throw new AppError("BAD_REQUEST", "Invalid domain", { fields: { domain: "invalid" } });
    return renderQr({
      text: await projectLink({
        actor: opts.actor,
        projectId,
        clip: type === "ar-project-clip",
        domain: opts.query.domain,
        marker: opts.query.marker ?? null,
      }),
      dark,
      light,
      format: opts.format,
    });
  }
  if (!["wishes", "classic", "wishes_v2"].includes(type)) {
    throw new AppError("BAD_REQUEST", "Unsupported QR type", { fields: { type: "invalid" } });
  }
  const { dark, light } = colors(opts.query);
  const card = await getDb().card.findUnique({
    where: { id: opts.cardId },
    select: { id: true, collection: { select: { data: true } } },
  });
  if (!card) throw notFound("Card not found");
  const savedDomain = (card.collection.data as { domain?: unknown } | null)?.domain;
  const domain = opts.query.domain ?? (typeof savedDomain === "string" ? savedDomain : null);
  return renderQr({
    text: cardLink({ cardId: card.id, v2: type === "wishes_v2", domain }),
    dark,
    light,
    format: opts.format,
  });
}

export async function previewQr(opts: { query: QrQuery }): Promise<QrImage> {
  const { dark, light } = colors(opts.query);
  const origin = opts.query.origin ?? viewerBases().wishes;
  try {
    new URL(origin);
  } catch {
    throw new AppError("BAD_REQUEST", "Invalid origin", { fields: { origin: "invalid" } });
  }
  return renderQr({ text: origin, dark, light, format: "png" });
}
