// GET /api/urls: the base URLs of the card viewer (classic "wishes" and v2), from config; with
// ?domain= they are built on that domain instead (a custom domain of the user, for example), by
// the same rule as printed card links (@ar/card-layout's cardLinkBaseOn). `domains` names the
// hosts the wizard's domain selector offers besides the person's custom domain (editors spec 6):
// the default (the v2 viewer's host) and the second provider domain (CARD_SECOND_DOMAIN).
import { z } from "zod";
import { cardLinkBaseOn } from "@ar/card-layout";
import { getServerEnv } from "@ar/config";

export const getUrlsInput = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { message: "invalid domain" })
    .optional(),
});

export function viewerBases(): { wishes: string; wishesV2: string } {
  const env = getServerEnv();
  const wishes = (env.CARD_BASE_URL ?? `${env.APP_URL}/w`).replace(/\/+$/, "");
  return { wishes, wishesV2: (env.CARD_V2_BASE_URL ?? wishes).replace(/\/+$/, "") };
}

export type CardDomains = { default: string; second: string | null };

/** The configured domains: the v2 viewer's host, and CARD_SECOND_DOMAIN or else the classic viewer's host when it differs. */
export function cardDomains(): CardDomains {
  const bases = viewerBases();
  const main = new URL(bases.wishesV2).host.toLowerCase();
  const classic = new URL(bases.wishes).host.toLowerCase();
  const second = getServerEnv().CARD_SECOND_DOMAIN ?? (classic !== main ? classic : null);
  return { default: main, second: second && second !== main ? second : null };
}

export function getUrls(opts: { input: unknown }): { wishes: string; wishesV2: string; domains: CardDomains } {
  const { domain } = getUrlsInput.parse(opts.input ?? {});
  const bases = { ...viewerBases(), domains: cardDomains() };
  if (!domain) return bases;
  // The schema above has checked the domain, so the shared rule cannot refuse it here.
  const swap = (url: string) => {
    const base = cardLinkBaseOn(url, domain);
    return base.ok ? base.value : url;
  };
  return { wishes: swap(bases.wishes), wishesV2: swap(bases.wishesV2), domains: bases.domains };
}
