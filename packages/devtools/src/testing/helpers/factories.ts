// Test data with unique values, written through the real database.
import { randomBytes } from "node:crypto";
import { getDb } from "@ar/db";
import { FEATURE_IDS } from "@ar/core/account";
import { hashPassword } from "@ar/core/auth";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** A confirmed user with every feature unless told otherwise (entitlements are tested where they are the point: the authorization matrix). */
export async function createUser(
  opts: {
    email?: string;
    password?: string;
    name?: string;
    confirmed?: boolean;
    features?: string[];
    isAdmin?: boolean;
    /** Cards the account has paid for and not used yet (0 when left out). */
    cardsBalance?: number;
  } = {},
) {
  const password = opts.password ?? `pw-${randomBytes(6).toString("hex")}`;
  const user = await getDb().user.create({
    data: {
      email: (opts.email ?? uniqueEmail()).toLowerCase(),
      name: opts.name ?? "Test User",
      passwordHash: await hashPassword(password),
      emailConfirmedAt: opts.confirmed === false ? null : new Date(),
      features: opts.features ?? [...FEATURE_IDS],
      isAdmin: opts.isAdmin ?? false,
      ...(opts.cardsBalance ? { cardsBalance: opts.cardsBalance } : {}),
    },
  });
  return { user, password };
}
