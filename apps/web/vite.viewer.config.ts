// The public AR viewer (issue 20): its own Vite build, vanilla TypeScript, none of the console's
// code or CSS. Root apps/web/viewer; output {WEB_BUILD_DIR}/viewer (index.html, the template the
// server fills per route, and assets/, served under /viewer-assets/ with immutable caching).
// `npm run build -w apps/web` runs the console build first, then this one (vite build -c …).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Read directly (as vite.config.ts does): Vite loads this file before any TS package can be.
const buildDir = process.env.WEB_BUILD_DIR || "build";

export default defineConfig({
  root: fileURLToPath(new URL("./viewer", import.meta.url)),
  base: "/viewer-assets/",
  // No public folder: the Draco decoder is the console build's copy (/scene-editor/draco/, three's
  // own files, served by the same origin), not a second megabyte in the repository.
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL(`./${buildDir}/viewer`, import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    // The weight check (packages/devtools/src/frontend-weight.ts) reads which chunk loads which.
    manifest: true,
    // No inline <script> or data: module preloads: the viewer's CSP has no 'unsafe-inline'.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1200,
  },
  worker: { format: "es" },
  server: { port: 3010 },
});
