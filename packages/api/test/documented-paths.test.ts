// The documented REST paths are a public contract (platform spec §7, editors spec §7), typos
// included, listed in rest-contract.ts: every one must reach a route of the REST table or a
// special endpoint with that method. The other way round, every route the app serves is either
// documented here or on the short list of additions beyond the spec, so a renamed path fails.
import { describe, expect, it } from "vitest";
import { restRoutes, specialRoutes } from "@ar/api";
import { matchRestRoute } from "../src/rest/match-route";
import { beyondSpec, documented } from "./rest-contract";

function routeOf(method: string, url: string): string | undefined {
  const pathname = new URL(url, "http://x").pathname;
  const special = specialRoutes.find((s) => s.method === method && s.match.test(pathname));
  if (special) return special.path;
  return matchRestRoute(method, pathname).route?.path;
}

describe("documented REST paths", () => {
  it.each(documented)("%s %s reaches %s", (method, url, route) => {
    expect(routeOf(method, url)).toBe(route);
  });

  it("every served route is documented or a listed addition", () => {
    const documentedRoutes = new Set(documented.map(([m, , r]) => `${m} ${r}`));
    const served = [...restRoutes, ...specialRoutes].map((r) => `${r.method} ${r.path}`);
    const unexplained = served.filter((r) => !documentedRoutes.has(r) && !beyondSpec.includes(r));
    expect(unexplained).toEqual([]);
    // and the additions still exist (a stale entry here would hide a removed route)
    expect(beyondSpec.filter((r) => !served.includes(r))).toEqual([]);
  });

  it("a misspelling of the contract is not served", () => {
    expect(routeOf("POST", "/api/admin/payments/9/pay")).toBeUndefined();
    expect(routeOf("POST", "/api/encodeAlpha")).toBeUndefined();
  });
});
