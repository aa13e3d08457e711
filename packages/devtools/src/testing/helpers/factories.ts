// Test data with unique values, written through the real database.
import { randomBytes } from "node:crypto";
import { getDb } from "@ar/db";
import { hashPassword } from "@ar/core";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

export async function createUser(opts: { email?: string; password?: string; name?: string; confirmed?: boolean; features?: string[]; isAdmin?: boolean } = {}) {
  const password = opts.password ?? `pw-${randomBytes(6).toString("hex")}`;
  const user = await getDb().user.create({
    data: {
      email: (opts.email ?? uniqueEmail()).toLowerCase(),
      name: opts.name ?? "Test User",
      passwordHash: await hashPassword(password),
      emailConfirmedAt: opts.confirmed === false ? null : new Date(),
      features: opts.features ?? [],
      isAdmin: opts.isAdmin ?? false,
    },
  });
  return { user, password };
}
