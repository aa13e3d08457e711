// The features step's domain selector (editors spec 6): shown only to users with the feature
// "wishes"; options are the default domain, the second provider domain and the user's custom
// domain. The configured ones come from GET /api/urls' `domains` (core get-urls.ts: the default is
// the v2 viewer's host, the second CARD_SECOND_DOMAIN). The saved value is a host name in
// `data.domain` (the QR and print code build https://{domain}/… from it); the default is saved as
// no domain at all, so a later change of the default follows.

export type DomainOption = { kind: "default" | "second" | "custom"; host: string; value: string | null };

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

export function domainOptions(
  urls: { wishes: string; wishesV2: string; domains?: { default: string; second: string | null } } | undefined,
  customDomain: string | null | undefined,
): DomainOption[] {
  const out: DomainOption[] = [];
  const seen = new Set<string>();
  const add = (kind: DomainOption["kind"], host: string | null, value: string | null) => {
    if (!host || seen.has(host)) return;
    seen.add(host);
    out.push({ kind, host, value });
  };
  add("default", urls?.domains?.default ?? hostOf(urls?.wishesV2), null);
  const second = urls?.domains ? urls.domains.second : hostOf(urls?.wishes);
  add("second", second, second);
  const custom =
    customDomain
      ?.trim()
      .toLowerCase()
      .replace(/^https?:\/\//, "")
      .replace(/\/.*$/, "") || null;
  add("custom", custom, custom);
  return out;
}

/**
 * The saved domain, or null (default) when it is missing or no longer offered (say the custom
 * domain was removed from the account). While the options are unknown the saved one is kept.
 */
export function selectedDomain(saved: unknown, options: DomainOption[]): string | null {
  if (typeof saved !== "string" || !saved) return null;
  if (options.length === 0) return saved;
  return options.some((o) => o.value === saved) ? saved : null;
}

export function canChooseDomain(features: readonly string[] | undefined): boolean {
  return features?.includes("wishes") ?? false;
}
