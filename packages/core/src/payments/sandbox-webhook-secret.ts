// The key that signs the sandbox provider's webhook calls. A key in the source would let anyone
// who read it sign "payment succeeded" for any installation, so each installation makes its own:
// random, kept in the data folder (0600), created once and then read by every process that
// shares the folder (web and worker under `npm start`). SANDBOX_WEBHOOK_SECRET overrides it, e.g.
// for several web replicas that do not share a data folder.
import { randomBytes } from "node:crypto";
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getServerEnv } from "@ar/config";

export const SANDBOX_SECRET_FILE = "sandbox-webhook-secret";

let cached: { file: string; secret: string } | undefined;

export function sandboxWebhookSecret(): string {
  const env = getServerEnv();
  if (env.SANDBOX_WEBHOOK_SECRET) return env.SANDBOX_WEBHOOK_SECRET;
  const file = path.resolve(env.DATA_DIR, SANDBOX_SECRET_FILE);
  if (cached?.file !== file) cached = { file, secret: readOrCreate(file) };
  return cached.secret;
}

function readOrCreate(file: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    return readSecret(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
  // Written whole under a private name, then linked into place: link() fails when the file
  // exists, so two processes starting together both end up reading the one that won.
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(temp, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  try {
    linkSync(temp, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
  } finally {
    unlinkSync(temp);
  }
  return readSecret(file);
}

function readSecret(file: string): string {
  // Someone may have copied the folder with looser permissions: the key stays the owner's.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} does not hold a sandbox webhook key; delete it to make a new one`);
  return secret;
}
