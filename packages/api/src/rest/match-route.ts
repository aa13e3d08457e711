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

/** A percent-encoded path part, or null when it is not valid UTF-8 ("%E0", a lone surrogate's "%ED%A0%80"). */
export function decodePathPart(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/**
 * Finds the route for a method and path; `allowed` lists methods of a path that exists. A path whose
 * parameter does not decode names nothing (no route). Parameters are a null-prototype object: a
 * shim reading a parameter its path lacks gets undefined, never an inherited property.
 */
export function matchRestRoute(method: string, pathname: string) {
  const allowed: string[] = [];
  for (const c of compiled) {
    const m = c.regex.exec(pathname);
    if (!m) continue;
    if (c.route.method !== method) {
      allowed.push(c.route.method);
      continue;
    }
    const params: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [i, n] of c.names.entries()) {
      const value = decodePathPart(m[i + 1]!);
      if (value === null) return { route: undefined, params: {}, allowed: [] };
      params[n] = value;
    }
    return { route: c.route, params, allowed };
  }
  return { route: undefined, params: {}, allowed };
}
