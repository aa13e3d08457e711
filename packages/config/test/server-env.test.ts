import { describe, expect, it } from "vitest";
import { EnvError, loadEnv, serverEnvSchema } from "../src";

describe("server env", () => {
  it("defaults make a working embedded setup", () => {
    const env = loadEnv(serverEnvSchema, {});
    expect(env.PORT).toBe(3000);
    expect(env.REGISTRATION_ALLOWED).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("a malformed variable stops the boot naming it", () => {
    const attempt = () => loadEnv(serverEnvSchema, { PORT: "eighty", DATABASE_URL: "mysql://x", REGISTRATION_ALLOWED: "maybe" });
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (e) {
      const names = (e as EnvError).issues.map((i) => i.variable).sort();
      expect(names).toEqual(["DATABASE_URL", "PORT", "REGISTRATION_ALLOWED"]);
      expect((e as Error).message).toContain("PORT");
    }
  });

  it("booleans accept true/false/1/0/yes/no", () => {
    expect(loadEnv(serverEnvSchema, { REGISTRATION_ALLOWED: "0" }).REGISTRATION_ALLOWED).toBe(false);
    expect(loadEnv(serverEnvSchema, { REGISTRATION_ALLOWED: "yes" }).REGISTRATION_ALLOWED).toBe(true);
  });
});
