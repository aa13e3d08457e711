// Front-end weight check (part of `npm test`, after the production build):
//  - the JavaScript the sign-in page loads (entry, root, its routes and their static imports)
//    stays under 150 KB gzip;
//  - three, Monaco and fabric are never in a chunk that a route outside theirs loads statically
//    (they must come with their own routes or through lazy imports);
//  - the AR viewer (its own build, {buildDir}/viewer): the JavaScript a phone loads before the
//    camera starts on the QR path (the boot entry, the project viewer's start module and their
//    static imports) stays under 250 KB gzip, and none of it is three.js.
// Prints the figures; exits non-zero when a rule is broken.
//   npx tsx packages/devtools/src/frontend-weight.ts [buildDir]
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { repoRoot } from "@ar/config";

const LOGIN_BUDGET_KB = 150;
const VIEWER_BEFORE_CAMERA_BUDGET_KB = 250;
/** Route ids (Remix file names) allowed to load each heavy library statically. */
const HEAVY: Record<string, { packages: string[]; routes: string[] }> = {
  three: {
    packages: ["three", "@react-three/fiber", "@react-three/drei"],
    routes: [
      "routes/editor.$projectId",
      "routes/arkit",
      "routes/arkit._index",
      "routes/cards.3d-models",
      "routes/cards.stickers",
    ],
  },
  monaco: {
    packages: ["monaco-editor", "@monaco-editor/react", "@monaco-editor/loader"],
    routes: ["routes/editor.$projectId"],
  },
  fabric: { packages: ["fabric"], routes: ["routes/cards-v2.$collectionId", "routes/cards.$collectionId"] },
};

type RouteEntry = { id: string; parentId?: string; module: string; imports?: string[] };
type RemixManifest = { entry: { module: string; imports: string[] }; routes: Record<string, RouteEntry> };

export function checkFrontendWeight(buildDir = path.join(repoRoot, "apps", "web", "build")): {
  ok: boolean;
  lines: string[];
} {
  const client = path.join(buildDir, "client");
  const assets = path.join(client, "assets");
  const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error(`no Remix manifest in ${assets}`);
  const manifestText = readFileSync(path.join(assets, manifestFile), "utf8");
  const manifest = JSON.parse(
    manifestText.slice(manifestText.indexOf("{"), manifestText.lastIndexOf("}") + 1),
  ) as RemixManifest;
  const chunkPackages = JSON.parse(readFileSync(path.join(client, "chunk-packages.json"), "utf8")) as Record<
    string,
    string[]
  >;
  const gz = (file: string) => gzipSync(readFileSync(path.join(client, file))).length;

  const filesFor = (routeId: string): Set<string> => {
    const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    for (
      let r: RouteEntry | undefined = manifest.routes[routeId];
      r;
      r = r.parentId ? manifest.routes[r.parentId] : undefined
    ) {
      files.add(r.module);
      for (const i of r.imports ?? []) files.add(i);
    }
    return new Set([...files].map((f) => f.replace(/^\//, "")));
  };

  const lines: string[] = [];
  let ok = true;
  const login = filesFor("routes/auth.login");
  const loginBytes = [...login].reduce((sum, f) => sum + gz(f), 0) + gzipSync(manifestText).length;
  const loginKb = Math.round(loginBytes / 102.4) / 10;
  lines.push(`/auth/login loads ${login.size + 1} JS files, ${loginKb} KB gzip (budget ${LOGIN_BUDGET_KB} KB)`);
  if (loginKb > LOGIN_BUDGET_KB) ok = false;

  for (const [lib, rule] of Object.entries(HEAVY)) {
    const offenders: string[] = [];
    for (const routeId of ["root", ...Object.keys(manifest.routes)]) {
      if (rule.routes.includes(routeId)) continue;
      for (const f of filesFor(routeId)) {
        const pk = chunkPackages[f.replace(/^assets\//, "assets/")] ?? chunkPackages[f] ?? [];
        if (pk.some((p) => rule.packages.includes(p))) offenders.push(`${routeId} → ${f}`);
      }
    }
    lines.push(
      offenders.length
        ? `${lib}: loaded outside its routes by ${[...new Set(offenders)].join(", ")}`
        : `${lib}: only in its own routes or lazy chunks`,
    );
    if (offenders.length) ok = false;
  }
  const viewer = checkViewerWeight(buildDir);
  lines.push(...viewer.lines);
  return { ok: ok && viewer.ok, lines };
}

type ViteManifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

/** The viewer's JavaScript before the camera starts (QR project path), from Vite's build manifest. */
export function checkViewerWeight(buildDir: string): { ok: boolean; lines: string[]; kb: number } {
  const dir = path.join(buildDir, "viewer");
  const manifest = JSON.parse(readFileSync(path.join(dir, ".vite", "manifest.json"), "utf8")) as ViteManifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  // boot.ts (index.html's entry) → import("./project/start") → the camera is asked for →
  // import("./project/scene-view"). The start chunk is the boot's dynamic import that loads scene-view.
  // Vite keys scene-view by its source path while only start imports it, and by its chunk name
  // ("_scene-view-<hash>.js") once image-view and code-view share code with it: accept both.
  const boot = manifest["index.html"];
  const isSceneView = (k: string) => k === "src/project/scene-view.ts" || manifest[k]?.name === "scene-view";
  const start = boot?.dynamicImports?.find((k) => manifest[k]?.dynamicImports?.some(isSceneView));
  if (!boot || !start)
    throw new Error("viewer manifest: no boot entry, or no project start chunk loading src/project/scene-view.ts");
  visit("index.html");
  visit(start);
  const js = [...files].filter((f) => f.endsWith(".js"));
  const bytes = js.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f))).length, 0);
  const kb = Math.round(bytes / 102.4) / 10;
  // three's own warnings name it; the boot path must not carry the renderer (it loads after the camera).
  const three = js.filter((f) => readFileSync(path.join(dir, f), "utf8").includes("THREE.WebGLRenderer"));
  const lines = [
    `viewer (QR project) loads ${js.length} JS files, ${kb} KB gzip before the camera starts (budget ${VIEWER_BEFORE_CAMERA_BUDGET_KB} KB)`,
  ];
  if (three.length) lines.push(`viewer: three.js is loaded before the camera by ${three.join(", ")}`);
  return { ok: kb <= VIEWER_BEFORE_CAMERA_BUDGET_KB && three.length === 0, lines, kb };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const { ok, lines } = checkFrontendWeight(dir);
  for (const l of lines) console.log(l);
  process.exit(ok ? 0 : 1);
}
