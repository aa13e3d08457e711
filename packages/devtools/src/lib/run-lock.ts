// One end-to-end run at a time on a machine: they share the web build folder and a port. A
// second run waits for the first (a lock folder holding the owner's pid; a dead owner's lock is
// taken over).
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function withRunLock<T>(dir: string, fn: () => Promise<T> | T, log: (m: string) => void): Promise<T> {
  const lock = path.join(dir, "e2e.lock");
  await mkdir(dir, { recursive: true });
  let announced = false;
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, "pid"), String(process.pid));
      break;
    } catch {
      const owner = Number(await readFile(path.join(lock, "pid"), "utf8").catch(() => "0"));
      if (owner && !alive(owner)) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (!announced) log(`another end-to-end run (pid ${owner}) is in progress; waiting…`);
      announced = true;
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
