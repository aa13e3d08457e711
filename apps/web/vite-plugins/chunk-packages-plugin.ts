// Writes client/chunk-packages.json: for each emitted JS chunk of the browser build, the npm
// packages whose modules ended up in it. The front-end weight check (packages/devtools/src/
// frontend-weight.ts) reads it to prove that three, Monaco and fabric only load with their own
// routes; the chunk file names alone do not say what is inside them.
import type { Plugin } from "vite";

/** "…/node_modules/@scope/name/…" → "@scope/name"; "…/node_modules/name/…" → "name" (last node_modules wins). */
export function packageOf(moduleId: string): string | undefined {
  const parts = moduleId.split(/[\\/]/);
  const at = parts.lastIndexOf("node_modules");
  if (at < 0 || at + 1 >= parts.length) return undefined;
  const first = parts[at + 1]!;
  return first.startsWith("@") && parts[at + 2] ? `${first}/${parts[at + 2]}` : first;
}

export function chunkPackages(): Plugin {
  let ssr = false;
  return {
    name: "ar-chunk-packages",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const map: Record<string, string[]> = {};
      for (const [fileName, out] of Object.entries(bundle)) {
        if (out.type !== "chunk") continue;
        const packages = new Set<string>();
        for (const id of Object.keys(out.modules)) {
          const pkg = packageOf(id);
          if (pkg) packages.add(pkg);
        }
        map[fileName] = [...packages].sort();
      }
      this.emitFile({ type: "asset", fileName: "chunk-packages.json", source: JSON.stringify(map, null, 1) });
    },
  };
}
