// Which page this is. The server names it in <meta name="ar-route" content="project:12"> or
// "card:{cardId}" (it knows the card base paths, which come from its configuration); without
// the meta (Vite's dev server) the path is read: /{id}, /clip/{id}, /arkit/{id}, /w/{cardId}.
export type ViewerRoute =
  | { kind: "project"; id: number; clip: boolean }
  | { kind: "card"; cardId: string }
  | { kind: "arkit"; id: number }
  | { kind: "unknown" };

export function parseRoute(meta: string | null, pathname: string): ViewerRoute {
  const m = meta ? /^(project|clip|card|arkit):(.+)$/.exec(meta) : null;
  const [, kind, value = ""] = m ?? [];
  if (kind === "card") return { kind: "card", cardId: value };
  if (kind === "arkit") return /^\d+$/.test(value) ? { kind: "arkit", id: Number(value) } : { kind: "unknown" };
  if (kind && /^\d+$/.test(value)) return { kind: "project", id: Number(value), clip: kind === "clip" };
  const p = /^\/(?:(clip)\/)?(\d+)\/?$/.exec(pathname);
  if (p) return { kind: "project", id: Number(p[2]), clip: Boolean(p[1]) };
  const a = /^\/arkit\/(\d+)\/?$/.exec(pathname);
  if (a) return { kind: "arkit", id: Number(a[1]) };
  const c = /^\/w\/([a-z0-9]+)\/?$/.exec(pathname);
  if (c?.[1]) return { kind: "card", cardId: c[1] };
  return { kind: "unknown" };
}

export function currentRoute(): ViewerRoute {
  return parseRoute(
    document.querySelector<HTMLMetaElement>('meta[name="ar-route"]')?.content ?? null,
    location.pathname,
  );
}
