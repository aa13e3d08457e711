// Who a card event comes from, without keeping who it was: the client's IP and user agent are
// hashed (HMAC-SHA-256) under a random salt made for each day and shared by every web process
// through the database (CardVisitSalt). Once a day's salt is deleted, its hashes name nobody.
import { createHmac, randomBytes } from "node:crypto";
import { getDb } from "@ar/db";

export type VisitorInfo = { ip: string; userAgent: string };
export type VisitorHashes = { day: Date; visitor: string; client: string };

const salts = new Map<number, Promise<Buffer>>();

/** Visits and salts older than this many days are deleted (yesterday's stay for late events near midnight). */
const KEEP_DAYS = 1;

async function saltOf(day: Date): Promise<Buffer> {
  const db = getDb();
  await db.cardVisitSalt.createMany({ data: [{ day, salt: randomBytes(32) }], skipDuplicates: true });
  const oldest = new Date(day.getTime() - KEEP_DAYS * 86_400_000);
  // Once per day and process: forget what is older than the kept days.
  await db.cardVisit.deleteMany({ where: { day: { lt: oldest } } });
  await db.cardVisitSalt.deleteMany({ where: { day: { lt: oldest } } });
  return Buffer.from((await db.cardVisitSalt.findUniqueOrThrow({ where: { day } })).salt);
}

export async function visitorHashes(info: VisitorInfo, at: Date): Promise<VisitorHashes> {
  const day = new Date(at);
  day.setUTCHours(0, 0, 0, 0);
  let salt = salts.get(day.getTime());
  if (!salt) {
    salt = saltOf(day);
    salts.set(day.getTime(), salt);
    salt.catch(() => salts.delete(day.getTime()));
    for (const d of salts.keys()) if (d < day.getTime() - KEEP_DAYS * 86_400_000) salts.delete(d);
  }
  const key = await salt;
  const hash = (text: string) => createHmac("sha256", key).update(text).digest("hex");
  return { day, visitor: hash(`${info.ip}\n${info.userAgent}`), client: hash(info.ip) };
}
