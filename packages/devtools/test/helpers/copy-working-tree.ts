// A fresh copy of the repository, as a clone followed by `npm install` would leave it, made in
// seconds: the files git would hand out, and a node_modules that stands for the install.
import { execFileSync } from "node:child_process";
import { chmod, copyFile, lstat, mkdir, readdir, readFile, readlink, symlink } from "node:fs/promises";
import path from "node:path";

/**
 * Every file git tracks or would track (untracked files that are not ignored come too, so the copy
 * holds what the next commit would); ignored ones (.data, builds, generated code) stay behind.
 */
async function copySources(root: string, dest: string): Promise<void> {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of new Set(listed.toString("utf8").split("\0").filter(Boolean))) {
    const from = path.join(root, file);
    const to = path.join(dest, file);
    const stat = await lstat(from).catch(() => undefined);
    if (!stat || stat.isDirectory()) continue; // deleted in the working tree, or a submodule
    await mkdir(path.dirname(to), { recursive: true });
    if (stat.isSymbolicLink()) await symlink(await readlink(from), to);
    else await copyFile(from, to);
  }
}

/**
 * Symlinks rather than a copy of the 1.2 GB: each installed package links to the one in `from`
 * (nothing writes into an installed package), while the links npm itself made — the workspaces'
 * `@ar/*` and the `.bin` entries — are copied as they are. They are relative, so in the copy they
 * point into the copy. One symlink for the whole folder would not do: `@ar/*` would resolve to
 * the original tree and the copy would run the original's code from the original's folder.
 * Dot-folders other than `.bin` are tool caches (Vite's, Prisma's) a fresh install does not have.
 */
async function mirrorNodeModules(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) await symlink(await readlink(source), target);
    else if (entry.isDirectory() && (entry.name.startsWith("@") || entry.name === ".bin"))
      await mirrorNodeModules(source, target);
    else if (!entry.name.startsWith(".") || entry.name === ".package-lock.json") await symlink(source, target);
  }
}

/** `root`'s sources and installed packages in `dest` (which must exist). */
export async function copyWorkingTree(root: string, dest: string): Promise<void> {
  // As a clone is: readable by all (the embedded PostgreSQL runs as its own user under root).
  await chmod(dest, 0o755);
  await copySources(root, dest);
  await mirrorNodeModules(path.join(root, "node_modules"), path.join(dest, "node_modules"));
  // npm may also install into a workspace's own node_modules (a second version of a package).
  const { workspaces } = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as {
    workspaces: string[];
  };
  for (const pattern of workspaces) {
    const parent = pattern.replace(/\/\*$/, "");
    for (const dir of await readdir(path.join(root, parent)).catch(() => [])) {
      const nested = path.join(root, parent, dir, "node_modules");
      if (
        await lstat(nested).then(
          (s) => s.isDirectory(),
          () => false,
        )
      )
        await mirrorNodeModules(nested, path.join(dest, parent, dir, "node_modules"));
    }
  }
}
