// Gives the server build, as the module `virtual:lazy-chunks`, the browser URLs of chunks that the
// root route imports lazily but a signed-in page needs before it hydrates: the signed-in frame and
// each language's texts (app/lib/lazy-signed-in-frame.ts, app/i18n/client-texts.ts). The root
// loader turns them into <link rel="modulepreload">, so the browser fetches them alongside the
// route modules instead of one round trip after entry.client has started.
// The server build runs after the browser build and reads its Vite manifest (Remix deletes that
// file once both builds are done). In the browser build and under `vite dev` the lists are empty.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const ID = "virtual:lazy-chunks";
const RESOLVED = `\0${ID}`;

type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The chunk of `source` and every chunk it imports statically, as URLs under `base`. */
export function chunkUrls(manifest: ViteManifest, source: string, base: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  if (files.size === 0) throw new Error(`${source} is not a chunk of the browser build`);
  return [...files].map((f) => `${base}${f}`);
}

/** `sources`: a name for each lazily imported module, and its path relative to the Vite root. */
export function lazyChunks(sources: Record<string, string>): Plugin {
  let urls: Record<string, string[]> = {};
  return {
    name: "ar-lazy-chunks",
    configResolved(config) {
      if (config.command !== "build" || !config.build.ssr) return;
      const manifestFile = path.resolve(config.build.outDir, "..", "client", ".vite", "manifest.json");
      const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as ViteManifest;
      urls = Object.fromEntries(
        Object.entries(sources).map(([name, source]) => [name, chunkUrls(manifest, source, config.base)]),
      );
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? `export default ${JSON.stringify(urls)};` : undefined;
    },
  };
}
