// The repository root (and so the default DATA_DIR) must not depend on where a module of this
// package ends up: the Remix server build once carried it under apps/web/build/server/assets,
// where `../../..` from the module named apps/web (issue 19 §1).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findRepoRoot, locateRepoRoot, repoRoot } from "../src";

const tmp = mkdtempSync(path.join(os.tmpdir(), "ar-repo-root-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A tree shaped like ours: a root declaring workspaces, and apps/web with its own package.json. */
function fakeRepo(name: string): string {
  const root = path.join(tmp, name);
  mkdirSync(path.join(root, "apps", "web", "build", "server", "assets"), { recursive: true });
  writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "fake", workspaces: ["apps/*"] }));
  writeFileSync(path.join(root, "apps", "web", "package.json"), JSON.stringify({ name: "@fake/web" }));
  return root;
}

describe("repository root", () => {
  it("is the nearest folder above whose package.json declares workspaces", () => {
    const root = fakeRepo("walk");
    expect(findRepoRoot(path.join(root, "apps", "web", "build", "server", "assets"))).toBe(root);
    expect(findRepoRoot(root)).toBe(root);
    expect(findRepoRoot(os.tmpdir())).toBeUndefined();
    // this package's own root is the checkout's
    expect(repoRoot).toBe(path.resolve(import.meta.dirname, "../../.."));
  });

  it("falls back to the working directory for code outside any repository, and says so when neither is in one", () => {
    const root = fakeRepo("fallback");
    expect(locateRepoRoot(os.tmpdir(), path.join(root, "apps", "web"))).toBe(root);
    expect(() => locateRepoRoot(os.tmpdir(), os.tmpdir())).toThrow(/No repository root/);
  });

  it("the default DATA_DIR stays <root>/.data when the config module runs from inside the web build", () => {
    const root = fakeRepo("moved");
    // The package's sources where the server bundle put them, resolving zod from the real install.
    cpSync(path.join(import.meta.dirname, "..", "src"), path.join(root, "apps", "web", "build", "server", "assets"), {
      recursive: true,
    });
    symlinkSync(path.join(repoRoot, "node_modules"), path.join(root, "node_modules"));
    writeFileSync(
      path.join(root, "apps", "web", "print-data-dir.mjs"),
      'const { getServerEnv } = await import("./build/server/assets/index.ts");\nconsole.log(getServerEnv().DATA_DIR);\n',
    );
    const printed = execFileSync(process.execPath, ["--import", "tsx", "print-data-dir.mjs"], {
      cwd: path.join(root, "apps", "web"),
      env: { PATH: process.env.PATH ?? "" },
      encoding: "utf8",
    });
    expect(printed.trim()).toBe(path.join(root, ".data"));
  });
});
