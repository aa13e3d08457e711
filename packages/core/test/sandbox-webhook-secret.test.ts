// Issue 19 §6: the sandbox's webhook key is generated per installation (random, in the data
// folder, 0600, made once and shared by every process that reads the folder), never a value
// from the source; SANDBOX_WEBHOOK_SECRET still overrides it.
import { afterEach, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { createHmac } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { repoRoot, resetServerEnv, setEnvVar } from "@ar/config";
import { SANDBOX_SECRET_FILE, sandboxSignature, sandboxWebhookSecret, verifySandboxSignature } from "../src";

const OLD_SOURCE_DEFAULT = "sandbox-webhook-secret-change-me";
const folders: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sandbox-secret-"));
  folders.push(dir);
  return dir;
};
const savedDataDir = process.env.DATA_DIR;

afterEach(() => {
  if (savedDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = savedDataDir;
  delete process.env.SANDBOX_WEBHOOK_SECRET;
  resetServerEnv();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("sandbox webhook secret", () => {
  it("is generated once per data folder, private to its owner, and not the old default", () => {
    delete process.env.SANDBOX_WEBHOOK_SECRET;
    const dir = freshDataDir();
    setEnvVar("DATA_DIR", dir);
    const secret = sandboxWebhookSecret();
    const file = path.join(dir, SANDBOX_SECRET_FILE);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, "utf8").trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Signatures use it, not a value anyone can read in the source.
    const body = '{"event":"payment.succeeded","object":{"id":"sandbox-1"}}';
    expect(sandboxSignature(body)).toBe(createHmac("sha256", secret).update(body).digest("hex"));
    expect(verifySandboxSignature(body, createHmac("sha256", OLD_SOURCE_DEFAULT).update(body).digest("hex"))).toBe(
      false,
    );

    // Kept: the next read (a restart) finds the same key; another folder gets another one.
    resetServerEnv();
    expect(sandboxWebhookSecret()).toBe(secret);
    setEnvVar("DATA_DIR", freshDataDir());
    expect(sandboxWebhookSecret()).not.toBe(secret);
  });

  it("processes starting together on one folder (web and worker) agree on one key", async () => {
    const dir = freshDataDir();
    const script = `import(${JSON.stringify(path.join(repoRoot, "packages/core/src/payments/sandbox-webhook-secret.ts"))}).then((m) => process.stdout.write(m.sandboxWebhookSecret()))`;
    const env = { ...process.env, DATA_DIR: dir, SANDBOX_WEBHOOK_SECRET: "" };
    const run = () =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "-e", script], { cwd: repoRoot, env }).then(
        (r) => r.stdout,
      );
    const keys = await Promise.all([run(), run(), run()]);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toBe(readFileSync(path.join(dir, SANDBOX_SECRET_FILE), "utf8").trim());
  });

  it("SANDBOX_WEBHOOK_SECRET overrides the file (and is checked for length)", () => {
    const dir = freshDataDir();
    setEnvVar("DATA_DIR", dir);
    setEnvVar("SANDBOX_WEBHOOK_SECRET", "k".repeat(40));
    expect(sandboxWebhookSecret()).toBe("k".repeat(40));
    expect(existsSync(path.join(dir, SANDBOX_SECRET_FILE))).toBe(false);
    setEnvVar("SANDBOX_WEBHOOK_SECRET", "short");
    expect(() => sandboxWebhookSecret()).toThrow(/SANDBOX_WEBHOOK_SECRET/);
  });
});
