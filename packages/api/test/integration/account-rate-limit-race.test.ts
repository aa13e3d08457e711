// The per-IP limits of registration and e-mail confirmation hold under concurrent requests: the
// attempt is counted atomically with the check (rate-limit.ts), not read first and written after.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@ar/db";
import { RATE_LIMITS } from "@ar/core";
import { call, startApiServer, TEST_CLIENT_IP_HEADER, uniqueEmail, type ApiServer } from "@ar/devtools/testing";

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(() => api.close());

const count = (statuses: number[], s: number) => statuses.filter((x) => x === s).length;

describe("concurrent requests cannot overrun a rate limit", () => {
  it(`${RATE_LIMITS.register.limit * 2} simultaneous registrations from one IP: ${RATE_LIMITS.register.limit} accounts, the rest 429`, async () => {
    const ip = "192.0.2.10";
    const emails = Array.from({ length: RATE_LIMITS.register.limit * 2 }, () => uniqueEmail("race"));
    const answers = await Promise.all(
      emails.map((email) =>
        call(api.url, "POST", "/api/account/register", {
          body: { name: "Race", email, password: "long-enough-1" },
          headers: { [TEST_CLIENT_IP_HEADER]: ip },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 200)).toBe(RATE_LIMITS.register.limit);
    expect(count(statuses, 429)).toBe(RATE_LIMITS.register.limit);
    expect(await getDb().user.count({ where: { email: { in: emails } } })).toBe(RATE_LIMITS.register.limit);
  });

  it(`simultaneous wrong confirmation links from one IP: at most ${RATE_LIMITS["confirm-mail"].limit} are checked`, async () => {
    const ip = "192.0.2.11";
    const n = RATE_LIMITS["confirm-mail"].limit * 2;
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        call(api.url, "POST", "/api/account/confirm-mail", {
          body: { token: `wrong-token-${i}` },
          headers: { [TEST_CLIENT_IP_HEADER]: ip },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(count(statuses, 400)).toBe(RATE_LIMITS["confirm-mail"].limit);
    expect(count(statuses, 429)).toBe(n - RATE_LIMITS["confirm-mail"].limit);
  });
});
