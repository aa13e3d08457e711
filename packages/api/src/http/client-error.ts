// Requests that Node's HTTP parser refuses before any handler runs (a URL or headers over its 16 KB
// limit, a malformed request line) would otherwise get a bare status line; answer them with the
// documented error body like every other error. Attach with server.on("clientError", ...).
import type { Duplex } from "node:stream";
import { errorCodes } from "@ar/core/errors";

export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || err.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  const code = err.code === "HPE_HEADER_OVERFLOW" ? "HEADERS_TOO_LARGE" : "BAD_REQUEST";
  const message = code === "HEADERS_TOO_LARGE" ? "The request URL or headers are too large" : "Malformed HTTP request";
  const body = JSON.stringify({ error: { code, message } });
  const status = errorCodes[code].status;
  socket.end(
    `HTTP/1.1 ${status} ${code === "HEADERS_TOO_LARGE" ? "Request Header Fields Too Large" : "Bad Request"}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
