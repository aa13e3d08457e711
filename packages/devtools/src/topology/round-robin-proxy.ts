// The load balancer of the topology run: a small HTTP proxy that sends each request to the next
// web process in turn, as a round-robin balancer does. A request that could not reach a backend
// (connection refused or reset before an answer began) goes to the next one when repeating it is
// safe: always for idempotent methods (GET, HEAD, PUT, DELETE, OPTIONS), for others only when the
// backend cannot have seen it (connection refused, or a kept-alive connection found closed). The body is buffered so it can be sent again.
import http from "node:http";
import type { AddressInfo } from "node:net";

const IDEMPOTENT = new Set(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"]);

export type RoundRobinProxy = { url: string; retried: () => number; close: () => Promise<void> };

export async function startRoundRobinProxy(backends: () => string[]): Promise<RoundRobinProxy> {
  let next = 0;
  let retried = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  const forward = (target: string, req: http.IncomingMessage, body: Buffer) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const url = new URL(req.url ?? "/", target);
      const headers = {
        ...req.headers,
        host: url.host,
        // The name the client asked for, as a load balancer forwards it: the web process tells
        // the console's host from the viewer's by it (TRUST_PROXY).
        "x-forwarded-host": req.headers.host ?? "",
        "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1",
        "content-length": String(body.length),
      };
      if (!req.headers["content-length"] && body.length === 0)
        delete (headers as Record<string, unknown>)["content-length"];
      const out = http.request(url, { method: req.method, headers, agent }, resolve);
      // A kept-alive connection the backend closed (or died on) before taking this request: it
      // never saw it, so any method may go again (Node's advice for reused sockets).
      out.on("error", (e: NodeJS.ErrnoException) =>
        reject(Object.assign(e, { unsent: out.reusedSocket && e.code === "ECONNRESET" })),
      );
      out.end(body);
    });

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const list = backends();
    let lastError: unknown;
    // The first backend is this request's turn; a retry goes to the ones after it.
    const first = next++;
    for (let tries = 0; tries < list.length; tries++) {
      const target = list[(first + tries) % list.length]!;
      try {
        const answer = await forward(target, req, body);
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
        return;
      } catch (e) {
        lastError = e;
        const unsent =
          (e as NodeJS.ErrnoException).code === "ECONNREFUSED" || (e as { unsent?: boolean }).unsent === true;
        if (!unsent && !IDEMPOTENT.has(req.method ?? "GET")) break;
        retried++;
      }
    }
    res
      .writeHead(502, { "content-type": "text/plain" })
      .end(
        `no backend answered: ${(lastError as NodeJS.ErrnoException)?.code ?? ""} ${String((lastError as Error)?.message ?? lastError)}`,
      );
  };
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    retried: () => retried,
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    },
  };
}
