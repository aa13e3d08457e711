// The repository root is the nearest folder, walking up, whose package.json declares npm
// workspaces. A fixed number of `..` from this file was right only while the file sat where it was
// written: bundled into apps/web/build/server/assets it named apps/web, and the web app kept its
// uploads in apps/web/.data while the worker read .data (issue 19 §1). Walking up finds the same
// folder from wherever the code ends up inside the tree.
import { readFileSync } from "node:fs";
import path from "node:path";

function declaresWorkspaces(dir: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { workspaces?: unknown };
    return manifest.workspaces !== undefined;
  } catch {
    return false; // no package.json here, or not one we can read
  }
}

/** The workspace root at or above `from`, or undefined when `from` is outside any. */
export function findRepoRoot(from: string): string | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (declaresWorkspaces(dir)) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * From this module's own folder first (the same answer whatever the working directory), then from
 * the working directory (code copied out of the tree, e.g. a build shipped on its own).
 */
export function locateRepoRoot(moduleDir: string, cwd = process.cwd()): string {
  const root = findRepoRoot(moduleDir) ?? findRepoRoot(cwd);
  if (!root) throw new Error(`No repository root (a package.json with "workspaces") above ${moduleDir} or ${cwd}`);
  return root;
}
