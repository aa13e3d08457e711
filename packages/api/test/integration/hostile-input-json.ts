// Malformed JSON for hostile-input.test.ts: every tRPC procedure's zod input broken field by field,
// and broken bodies on the REST shims.
import { appRouter, restRoutes } from "@ar/api";
import type { Hostile } from "./hostile-input-server";

// ---------------------------------------------------------------- values that break things
const deepArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const NASTY: [string, unknown][] = [
  ["null", null],
  ["true", true],
  ["zero", 0],
  ["negative", -1],
  ["fraction", 1.5],
  ["huge number", 1e308],
  ["unsafe integer", 2 ** 60],
  ["empty string", ""],
  ["huge string", "x".repeat(200_000)],
  ["control characters", "\u0000\u0001\u001b[31m\u007f"],
  // Not Unicode characters at all: PostgreSQL cannot store them (JSON.stringify sends them escaped).
  ["lone surrogate", "\uD800"],
  ["lone low surrogate in text", "a\uDC00b"],
  ["reversed surrogate pair", "\uDC00\uD800"],
  ["lone surrogate key", { "\uDBFF": "x" }],
  ["lone surrogate nested 100 deep", JSON.parse(`${'{"a":'.repeat(100)}"\\ud800"${"}".repeat(100)}`)],
  ["unicode", "😀👩‍👩‍👧‍👦 العربية \u202e\uFEFF"],
  ["xss", "<script>alert(1)</script><img src=x onerror=alert(1)>"],
  ["path traversal", "../../../../etc/passwd"],
  ["empty array", []],
  ["array of junk", [null, {}, "x", -1]],
  ["empty object", {}],
  ["prototype keys", JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}')],
];

// Valid values for fields no id of the owner's fills, so the fields broken next to them reach the
// procedure's later checks: with a count, the price and the purchase look the promo code up (and
// count a wrong one against the caller's limits) instead of stopping at the missing count.
const VALID_FIELDS: Record<string, Record<string, unknown>> = {
  "cards.price": { count: 10 },
  "cards.buy": { count: 10 },
};

const auth = (h: Hostile, proc: string) => `Bearer ${proc.startsWith("admin.") ? h.admin.token : h.owner.token}`;

/** Field names of a procedure's zod input (object, optional object, or nothing). */
function fieldsOf(proc: string): { keys: string[]; optional: boolean } {
  const def = (
    appRouter._def.procedures as unknown as Record<
      string,
      { _def: { inputs: { def: { type: string; innerType?: unknown; shape?: unknown } }[] } }
    >
  )[proc]!._def;
  let schema = def.inputs[0] as
    { def: { type: string; innerType?: unknown }; shape?: Record<string, unknown> } | undefined;
  let optional = false;
  while (schema && (schema.def.type === "optional" || schema.def.type === "default")) {
    optional = true;
    schema = schema.def.innerType as typeof schema;
  }
  return { keys: schema?.shape ? Object.keys(schema.shape) : [], optional };
}

export function trpcRequests(h: Hostile) {
  const { api, ids } = h;
  const out: { label: string; make: () => Request; trpc: true }[] = [];
  const procs = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
  for (const [proc, p] of Object.entries(procs)) {
    if (proc === "account.logout") continue; // takes no input; logging the owner out would end the run
    const { keys } = fieldsOf(proc);
    const base = {
      ...Object.fromEntries(keys.filter((k) => k in ids).map((k) => [k, ids[k]])),
      ...VALID_FIELDS[proc],
    };
    const mk = (label: string, input: unknown) => {
      const url =
        p._def.type === "query"
          ? `${api.url}/api/trpc/${proc}?input=${encodeURIComponent(JSON.stringify(input) ?? "")}`
          : `${api.url}/api/trpc/${proc}`;
      const init: RequestInit =
        p._def.type === "query"
          ? { headers: { authorization: auth(h, proc) } }
          : {
              method: "POST",
              headers: { authorization: auth(h, proc), "content-type": "application/json" },
              body: JSON.stringify(input),
            };
      out.push({ label: `trpc ${proc} ${label}`, make: () => new Request(url, init), trpc: true });
    };
    for (const [name, v] of NASTY.slice(0, 9)) mk(`input=${name}`, v);
    for (const k of keys) {
      const { [k]: _dropped, ...rest } = base;
      mk(`missing ${k}`, rest);
      for (const [name, v] of NASTY) mk(`${k}=${name}`, { ...base, [k]: v });
    }
  }
  return out;
}

export function restBodyRequests(h: Hostile) {
  const { api, ids } = h;
  const out: { label: string; make: () => Request }[] = [];
  const headers = { authorization: `Bearer ${h.owner.token}` };
  for (const r of restRoutes) {
    if (r.method !== "POST" || r.input === "multipart") continue;
    const url = `${api.url}${r.path.replace(":id", String(ids.collectionId)).replace(":type", "album").replace(":param", "name").replace(":cardId", "nope")}`;
    const label = `${r.method} ${r.path}`;
    out.push({
      label: `${label} text/plain`,
      make: () =>
        new Request(url, { method: "POST", headers: { ...headers, "content-type": "text/plain" }, body: "a=b&c" }),
    });
    out.push({
      label: `${label} broken JSON`,
      make: () =>
        new Request(url, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: '{"count": 1,',
        }),
    });
    out.push({
      label: `${label} JSON bomb`,
      make: () =>
        new Request(url, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: deepArray(200_000),
        }),
    });
    out.push({
      label: `${label} 2 MB JSON`,
      make: () =>
        new Request(url, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ name: "x".repeat(2 * 1024 * 1024) }),
        }),
    });
    out.push({
      label: `${label} JSON array`,
      make: () =>
        new Request(url, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: "[1,2,3]",
        }),
    });
    out.push({
      label: `${label} lone surrogates`,
      make: () =>
        new Request(url, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ name: "\uD800", value: "\uDC00", promo: "a\uD800", count: 1 }),
        }),
    });
    out.push({
      label: `${label} form-encoded`,
      make: () =>
        new Request(url, {
          method: "POST",
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
          body: "name=x&value=y",
        }),
    });
  }
  return out;
}

/**
 * The price's REST door with a count and a promo code that is odd as query text: NUL, percent
 * encodings that are not UTF-8, a lone surrogate's bytes, too long, the field twice, prototype
 * names. The code is looked up only after these, so each reaches the lookup or its refusal.
 */
export function priceQueryRequests(h: Hostile) {
  const promos = ["%00", "a%00b", "%ED%A0%80", "%FF%FE", "%E0", "x".repeat(41), "a%0D%0Ab", "__proto__", "constructor"];
  const queries = [...promos.map((p) => `count=10&promo=${p}`), "count=10&promo=A&promo=B", "count=10&promo[]=A"];
  return queries.map((q) => ({
    label: `GET /api/cards/price?${q.slice(0, 60)}`,
    make: () =>
      new Request(`${h.api.url}/api/cards/price?${q}`, { headers: { authorization: `Bearer ${h.owner.token}` } }),
  }));
}
