import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv, repoRoot, serverEnvSchema } from "../src";

describe("server env", () => {
  it("defaults make a working embedded setup", () => {
    const env = loadEnv(serverEnvSchema, {});
    expect(env.PORT).toBe(3000);
    expect(env.REGISTRATION_ALLOWED).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("a malformed variable stops the boot naming it", () => {
    const attempt = () =>
      loadEnv(serverEnvSchema, { PORT: "eighty", DATABASE_URL: "mysql://x", REGISTRATION_ALLOWED: "maybe" });
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (e) {
      const names = (e as EnvError).issues.map((i) => i.variable).sort();
      expect(names).toEqual(["DATABASE_URL", "PORT", "REGISTRATION_ALLOWED"]);
      expect((e as Error).message).toContain("PORT");
    }
  });

  it("APP_URL defaults to http://localhost:{PORT}, so the start banner and links follow PORT", () => {
    expect(loadEnv(serverEnvSchema, {}).APP_URL).toBe("http://localhost:3000");
    expect(loadEnv(serverEnvSchema, { PORT: "4123" }).APP_URL).toBe("http://localhost:4123");
    expect(loadEnv(serverEnvSchema, { PORT: "4123", APP_URL: "https://console.example.com" }).APP_URL).toBe(
      "https://console.example.com",
    );
  });

  it("DATA_DIR is absolute: .data in the repository root by default, a relative one taken from the root", () => {
    expect(loadEnv(serverEnvSchema, {}).DATA_DIR).toBe(path.join(repoRoot, ".data"));
    expect(loadEnv(serverEnvSchema, { DATA_DIR: "var/data" }).DATA_DIR).toBe(path.join(repoRoot, "var", "data"));
    expect(loadEnv(serverEnvSchema, { DATA_DIR: "/srv/ar" }).DATA_DIR).toBe("/srv/ar");
  });

  it("booleans accept true/false/1/0/yes/no", () => {
    expect(loadEnv(serverEnvSchema, { REGISTRATION_ALLOWED: "0" }).REGISTRATION_ALLOWED).toBe(false);
    expect(loadEnv(serverEnvSchema, { REGISTRATION_ALLOWED: "yes" }).REGISTRATION_ALLOWED).toBe(true);
  });
});
