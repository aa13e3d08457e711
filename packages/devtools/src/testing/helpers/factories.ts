// Test data with unique values, written through the real database.
import { randomBytes } from "node:crypto";
import { getDb } from "@ar/db";
import { FEATURE_IDS, hashPassword } from "@ar/core";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** A confirmed user with every feature unless told otherwise (entitlements are tested where they are the point: the authorization matrix). */
export async function createUser(opts: { email?: string; password?: string; name?: string; confirmed?: boolean; features?: string[]; isAdmin?: boolean } = {}) {
  const password = opts.password ?? `pw-${randomBytes(6).toString("hex")}`;
  const user = await getDb().user.create({
    data: {
      email: (opts.email ?? uniqueEmail()).toLowerCase(),
      name: opts.name ?? "Test User",
      passwordHash: await hashPassword(password),
      emailConfirmedAt: opts.confirmed === false ? null : new Date(),
      features: opts.features ?? [...FEATURE_IDS],
      isAdmin: opts.isAdmin ?? false,
    },
  });
  return { user, password };
}
