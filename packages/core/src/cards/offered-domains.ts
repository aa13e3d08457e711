// The cards' domain a collection may save (editors spec 6, issue 23): only what the wizard's
// selector offers — the configured default (the v2 viewer's host), the second provider domain
// (CARD_SECOND_DOMAIN) and the collection owner's own custom domain. Anything else is a field
// error on `data.domain`, on both doors (REST and tRPC call the same service). A domain equal to
// the one already saved is kept as it is: re-saving a collection whose custom domain was since
// removed from the account does not fail (the wizard shows it as the default and a new choice
// replaces it). docs/decisions/0040.
import { getDb } from "@ar/db";
import { AppError } from "../errors/app-error";
import { cardDomains } from "./get-urls";

/** The saved domain as a comparable host: trimmed, lower case; "" and null are "no domain". */
export function domainKey(domain: unknown): string | null {
  return typeof domain === "string" && domain.trim() ? domain.trim().toLowerCase() : null;
}

/** A custom domain as the account keeps it, as a bare host (the selector strips a scheme or path the same way). */
function customHost(customDomain: string | null | undefined): string | null {
  return (
    customDomain
      ?.trim()
      .toLowerCase()
      .replace(/^https?:\/\//, "")
      .replace(/\/.*$/, "") || null
  );
}

/** The hosts offered to the owner: default, second (when configured) and their custom domain. */
export async function offeredDomains(ownerId: number | null): Promise<string[]> {
  const configured = cardDomains();
  const owner =
    ownerId === null ? null : await getDb().user.findUnique({ where: { id: ownerId }, select: { customDomain: true } });
  const hosts = [configured.default, configured.second, customHost(owner?.customDomain)];
  return [...new Set(hosts.filter((h): h is string => h !== null))];
}

/** Throws a 400 naming `data.domain` when a newly chosen domain is none of the offered ones. */
export async function assertOfferedDomain(opts: {
  ownerId: number | null;
  domain: unknown;
  saved: unknown;
}): Promise<void> {
  const domain = domainKey(opts.domain);
  if (domain === null || domain === domainKey(opts.saved)) return;
  if ((await offeredDomains(opts.ownerId)).includes(domain)) return;
  throw new AppError("BAD_REQUEST", "This domain is not offered for the cards: choose one of the domain selector's", {
    fields: { "data.domain": "not_offered" },
  });
}
