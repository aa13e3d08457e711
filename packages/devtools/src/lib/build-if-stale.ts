// `npm start` builds the web app when its sources are newer than the last build, so the first
// start after `npm install` (or after a pull) needs no separate build command.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync, existsSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "@ar/config";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "build" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export function buildWebIfStale(log: (m: string) => void): void {
  const web = path.join(repoRoot, "apps", "web");
  // Both builds (npm run build: the console, then the viewer, whose page is written last).
  const outputs = [path.join(web, "build", "server", "index.js"), path.join(web, "build", "viewer", "index.html")];
  const sources = Math.max(
    newestMtime(path.join(web, "app")),
    newestMtime(path.join(web, "viewer")),
    newestMtime(path.join(repoRoot, "packages")),
    statSync(path.join(web, "vite.config.ts")).mtimeMs,
    statSync(path.join(web, "vite.viewer.config.ts")).mtimeMs,
  );
  if (outputs.every((o) => existsSync(o) && statSync(o).mtimeMs >= sources)) return;
  log("building the web app (first start or sources changed)…");
  const res = spawnSync("npm", ["run", "build"], { cwd: web, stdio: "inherit" });
  if (res.status !== 0) throw new Error("web build failed");
}
