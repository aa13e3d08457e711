// Sessions and the sign-in throttle are shared by both web processes (the database holds them).
import assert from "node:assert/strict";
import { createUser } from "../testing/helpers/factories";
import { json, step, via } from "./harness";
import type { Proc } from "./processes";
import type { Run } from "./stack";

export async function sessionSteps({ webs, token, user }: Run): Promise<void> {
  const web2 = webs[1] as Proc;
  await step("a session made on one web process works on the other", async () => {
    const me = await json(await via(web2.url!, "/api/account", { token }));
    assert.equal(me.status, 200);
    assert.equal(me.body.email, user.email);
  });

  await step("sign-in throttle holds across both web processes", async () => {
    const victim = await createUser();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const web = webs[i % 2]!;
      const r = await via(web.url!, "/api/account/login", {
        method: "POST",
        body: JSON.stringify({ email: victim.user.email, password: "wrong-password" }),
        headers: { "x-forwarded-for": "203.0.113.9" },
      });
      codes.push(r.status);
    }
    // Five free failures for an account and IP, whichever process saw them; the sixth is refused.
    assert.deepEqual(
      codes.slice(0, 5).every((c) => c === 401 || c === 400),
      true,
      `codes ${codes.join(",")}`,
    );
    assert.equal(codes[5], 429, `codes ${codes.join(",")}`);
    return `answers ${codes.join(", ")} (alternating web1/web2)`;
  });
}
