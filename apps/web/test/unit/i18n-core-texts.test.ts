// Pages rendered without a user carry only the core sections of one language (i18n/client-texts.ts).
// A screen shown to visitors that used a signed-in section would render its text on the server
// and a raw key in the browser, so this follows the static imports of those screens and fails on
// any such key.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { coreTexts, embeddedTextsJson, SIGNED_IN_SECTIONS } from "../../app/i18n/client-texts";
import { en, ru } from "@ar/i18n";

const APP = path.resolve(import.meta.dirname, "../../app");
/** The screens a visitor can reach: the root (layout, error page), the auth screens, the 404 page. */
const VISITOR_ENTRIES = [
  "root.tsx",
  "routes/auth.tsx",
  "routes/auth._index.tsx",
  "routes/auth.login.tsx",
  "routes/auth.sign-up.tsx",
  "routes/auth.confirm.tsx",
  "routes/auth.google.tsx",
  "routes/$.tsx",
];

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
    (f) => /\.tsx?$/.test(f) && existsSync(f),
  );
}

/** Files reached through static relative imports; dynamic import() (lazy chunks) and *.server modules are left out. */
function staticGraph(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((e) => path.join(APP, e));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    for (const m of source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"(\.[^"]+)"/gms)) {
      const next = resolve(file, m[1]!);
      if (next) queue.push(next);
    }
  }
  return [...seen];
}

describe("core texts", () => {
  it("name real sections, the same in both languages", () => {
    for (const section of SIGNED_IN_SECTIONS) expect(Object.keys(en)).toContain(section);
    expect(Object.keys(coreTexts(ru)).sort()).toEqual(Object.keys(coreTexts(en)).sort());
    expect(Object.keys(coreTexts(en))).toEqual(expect.arrayContaining(["app", "auth", "errors", "menu", "notFound"]));
  });

  it("cover every key the screens without a user use", () => {
    const sections = new Set(Object.keys(en));
    const offenders: string[] = [];
    const files = staticGraph(VISITOR_ENTRIES);
    expect(files.length).toBeGreaterThan(VISITOR_ENTRIES.length);
    for (const file of files) {
      if (file.includes(`${path.sep}i18n${path.sep}`)) continue;
      const source = readFileSync(file, "utf8");
      for (const m of source.matchAll(/["'`]([a-zA-Z]+)\.[\w$]/g)) {
        const section = m[1]!;
        if (sections.has(section) && SIGNED_IN_SECTIONS.includes(section))
          offenders.push(`${path.relative(APP, file)}: ${section}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("cannot end the script element they are embedded in", () => {
    const json = embeddedTextsJson({ app: { name: "</script><script>alert(1)</script>" }, home: { title: "x" } });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ app: { name: "</script><script>alert(1)</script>" } });
  });
});
