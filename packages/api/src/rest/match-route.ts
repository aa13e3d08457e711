import { restRoutes, type RestRoute } from "./rest-table";

type Compiled = { route: RestRoute; regex: RegExp; names: string[] };

const compiled: Compiled[] = restRoutes.map((route) => {
  const names: string[] = [];
  const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:([a-zA-Z]+)/g, (_, n: string) => {
    names.push(n);
    return n === "id" ? "(\\d{1,15})" : "([^/]+)";
  });
  return { route, regex: new RegExp(`^${pattern}/?$`), names };
});

/** Finds the route for a method and path; `allowed` lists methods of a path that exists. */
export function matchRestRoute(method: string, pathname: string) {
  const allowed: string[] = [];
  for (const c of compiled) {
    const m = c.regex.exec(pathname);
    if (!m) continue;
    if (c.route.method !== method) {
      allowed.push(c.route.method);
      continue;
    }
    const params: Record<string, string> = {};
    c.names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1]!)));
    return { route: c.route, params, allowed };
  }
  return { route: undefined, params: {}, allowed };
}
