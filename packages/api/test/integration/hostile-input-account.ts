// The e-mail change door for hostile-input.test.ts. trpcRequests breaks its fields one at a time
// with nothing valid beside them, so every one of those stops at validation. These carry the
// owner's right password, through both doors (tRPC and REST), so the broken address is the only
// fault, and then odd addresses that are valid (markup, prototype names, quotes, the owner's own
// in capitals, an address that is taken), which reach the limits, the lookup and the mails. There
// are more of them than the per-account limit allows, so the last ones meet the 429 (docs/decisions/0044).
import type { Hostile, HostileRequest } from "./hostile-input-server";

const BROKEN_EMAILS: [string, unknown][] = [
  ["missing", undefined],
  ["null", null],
  ["number", 1],
  ["empty", ""],
  ["blank", "   "],
  ["no at", "owner.example.com"],
  ["spaces", "a b@example.com"],
  ["too long", `${"x".repeat(250)}@example.com`],
  ["lone surrogate", "a\uD800@example.com"],
  ["control characters", "a\u0000b@example.com"],
  ["array", ["a@example.com"]],
  ["prototype keys", JSON.parse('{"__proto__":{"isAdmin":true}}')],
];

export function emailChangeRequests(h: Hostile): HostileRequest[] {
  const odd = (): [string, string][] => [
    ["markup", "<script>alert(1)</script>@example.com"],
    ["prototype name", "__proto__@example.com"],
    ["quotes", `a'b"c@example.com`],
    ["own address in capitals", h.owner.email.toUpperCase()],
    ["taken address", h.admin.email],
  ];
  const doors = [
    { name: "trpc account.changeEmail", path: "/api/trpc/account.changeEmail", trpc: true },
    { name: "POST /api/account/change-email", path: "/api/account/change-email", trpc: false },
  ];
  const out: HostileRequest[] = [];
  for (const door of doors) {
    const send = (label: string, body: Record<string, unknown>) =>
      out.push({
        label: `${door.name} ${label}`,
        trpc: door.trpc,
        make: () =>
          new Request(`${h.api.url}${door.path}`, {
            method: "POST",
            headers: { authorization: `Bearer ${h.owner.token}`, "content-type": "application/json" },
            body: JSON.stringify(body),
          }),
      });
    for (const [name, email] of BROKEN_EMAILS)
      send(`right password, email ${name}`, { currentPassword: h.owner.password, email });
    send("wrong password, valid email", { currentPassword: "not-the-password", email: "someone@example.com" });
    for (const [name, email] of odd()) send(`right password, ${name}`, { currentPassword: h.owner.password, email });
  }
  return out;
}
