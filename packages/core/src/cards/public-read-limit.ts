// Reads of the card viewer's public doors (the card, a media's status) per client IP: at most
// PUBLIC_READS_PER_CLIENT_MINUTE a minute in each web process, 429 beyond. Counted in memory, not
// in the database like the uploads' and saves' limits (rate-limit.ts): a read must not write, and
// the bound only has to stop one client from hammering, not to be exact across processes.
// A viewer polls a video's status twice a second while it compresses (120 a minute), so several
// phones behind one address still fit.
import { AppError } from "../errors/app-error";

export const PUBLIC_READS_PER_CLIENT_MINUTE = 600;
const WINDOW_MS = 60_000;
/** Clients remembered at most; the oldest windows go first when there are more. */
const MAX_CLIENTS = 50_000;

const windows = new Map<string, { start: number; count: number }>();

export function takePublicRead(ip: string, now = Date.now()): void {
  let w = windows.get(ip);
  if (!w || now - w.start >= WINDOW_MS) {
    windows.delete(ip);
    w = { start: now, count: 0 };
    windows.set(ip, w); // re-inserted: the Map's order is the windows' age
    while (windows.size > MAX_CLIENTS) windows.delete(windows.keys().next().value!);
  }
  w.count++;
  if (w.count > PUBLIC_READS_PER_CLIENT_MINUTE) {
    throw new AppError("TOO_MANY_REQUESTS", "Too many requests from this client, try again later", {
      retryAfterSeconds: Math.max(1, Math.ceil((w.start + WINDOW_MS - now) / 1000)),
    });
  }
}
