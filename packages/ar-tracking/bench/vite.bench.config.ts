import { defineConfig } from "vite";

// Builds bench/browser (the timing page, the fake-camera page, the package's worker) into
// BENCH_OUT_DIR, as the viewer's build would.
export default defineConfig({
  root: new URL("./browser", import.meta.url).pathname,
  base: "./",
  logLevel: "warn",
  build: {
    outDir: process.env.BENCH_OUT_DIR ?? "/tmp/ar-tracking-bench",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    rollupOptions: {
      input: {
        index: new URL("./browser/index.html", import.meta.url).pathname,
        camera: new URL("./browser/camera.html", import.meta.url).pathname,
      },
    },
  },
  worker: { format: "es" },
});
