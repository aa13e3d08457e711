import { defineConfig } from "vite";

// Builds bench/browser (page + the package's worker) into BENCH_OUT_DIR, as the viewer's build would.
export default defineConfig({
  root: new URL("./browser", import.meta.url).pathname,
  base: "./",
  logLevel: "warn",
  build: { outDir: process.env.BENCH_OUT_DIR ?? "/tmp/ar-tracking-bench", emptyOutDir: true, target: "es2022", assetsInlineLimit: 0 },
  worker: { format: "es" },
});
