// Issue 19 §6: a production server must name its payment provider; only development and tests
// fall back to the sandbox (test payments, no money charged).
import { afterEach, describe, expect, it } from "vitest";
import { EnvError, getServerEnv, resetServerEnv } from "../src";

const saved = { NODE_ENV: process.env.NODE_ENV, PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER };
function withEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  resetServerEnv();
}
afterEach(() => withEnv(saved));

describe("PAYMENT_PROVIDER", () => {
  it("unset in production stops the boot naming it", () => {
    withEnv({ NODE_ENV: "production", PAYMENT_PROVIDER: undefined });
    expect(() => getServerEnv()).toThrow(EnvError);
    try {
      getServerEnv();
    } catch (e) {
      expect((e as EnvError).issues.map((i) => i.variable)).toEqual(["PAYMENT_PROVIDER"]);
      expect((e as Error).message).toMatch(/PAYMENT_PROVIDER: required when NODE_ENV=production/);
    }
  });

  it("production takes either provider when it is named", () => {
    withEnv({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" });
    expect(getServerEnv().PAYMENT_PROVIDER).toBe("sandbox");
    withEnv({ NODE_ENV: "production", PAYMENT_PROVIDER: "yookassa" });
    expect(getServerEnv().PAYMENT_PROVIDER).toBe("yookassa");
  });

  it("development and tests default to the sandbox", () => {
    for (const NODE_ENV of ["development", "test", undefined]) {
      withEnv({ NODE_ENV, PAYMENT_PROVIDER: undefined });
      expect(getServerEnv().PAYMENT_PROVIDER).toBe("sandbox");
    }
  });
});
