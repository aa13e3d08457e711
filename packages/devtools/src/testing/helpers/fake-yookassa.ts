// A loopback server playing YooKassa's payments API (create with an Idempotence-Key, read, cancel)
// and the environment that points the app at it. A test plays the provider by changing a
// payment's status or amount in `byId` / `byKey`; `close()` puts the sandbox back.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { setEnvVar } from "@ar/config";

export type FakeYooKassaPayment = { id: string; status: string; amount: { value: string; currency: string } };
type SeenRequest = { method: string; url: string; key?: string; auth?: string; body?: unknown };

export async function startFakeYooKassa() {
  const seen: SeenRequest[] = [];
  const byKey = new Map<string, FakeYooKassaPayment>();
  const byId = new Map<string, FakeYooKassaPayment>();
  const canceled: string[] = [];
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => {
      const key = req.headers["idempotence-key"] as string | undefined;
      seen.push({
        method: req.method!,
        url: req.url!,
        key,
        auth: req.headers.authorization,
        body: text ? JSON.parse(text) : undefined,
      });
      res.setHeader("content-type", "application/json");
      if (req.method === "POST" && req.url === "/v3/payments") {
        const p = byKey.get(key ?? "") ?? {
          id: `yk-${byId.size + 1}`,
          status: "pending",
          amount: (JSON.parse(text) as FakeYooKassaPayment).amount,
        };
        byKey.set(key ?? "", p);
        byId.set(p.id, p);
        return res.end(
          JSON.stringify({
            ...p,
            confirmation: { type: "redirect", confirmation_url: `https://yoomoney.example/checkout/${p.id}` },
          }),
        );
      }
      const cancel = /^\/v3\/payments\/([^/]+)\/cancel$/.exec(req.url!);
      if (cancel) canceled.push(cancel[1]!);
      const p = byId.get(/^\/v3\/payments\/([^/]+)/.exec(req.url!)?.[1] ?? "");
      if (!p) return res.writeHead(404).end("{}");
      res.end(JSON.stringify(p));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  setEnvVar("PAYMENT_PROVIDER", "yookassa");
  setEnvVar("YOOKASSA_SHOP_ID", "shop-1");
  setEnvVar("YOOKASSA_SECRET_KEY", "secret-1");
  setEnvVar("YOOKASSA_API_URL", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return {
    seen,
    byKey,
    byId,
    canceled,
    close: () => {
      setEnvVar("PAYMENT_PROVIDER", "sandbox");
      server.close();
    },
  };
}
