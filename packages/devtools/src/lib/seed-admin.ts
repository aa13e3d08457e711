// Seeds one administrator on a database that has none: ADMIN_EMAIL / ADMIN_PASSWORD when given,
// else admin@localhost with a generated password printed once.
import { randomBytes } from "node:crypto";
import { getServerEnv } from "@ar/config";
import { getDb } from "@ar/db";
import { FEATURE_IDS } from "@ar/core/account";
import { hashPassword } from "@ar/core/auth";

export async function seedAdmin(log: (m: string) => void): Promise<void> {
  const db = getDb();
  if ((await db.user.count({ where: { isAdmin: true } })) > 0) return;
  const env = getServerEnv();
  const email = (env.ADMIN_EMAIL ?? "admin@ar-console.local").toLowerCase();
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(password);
  await db.user.upsert({
    where: { email },
    create: {
      email,
      name: "Administrator",
      passwordHash,
      isAdmin: true,
      features: [...FEATURE_IDS],
      emailConfirmedAt: new Date(),
    },
    update: { isAdmin: true, passwordHash, emailConfirmedAt: new Date() },
  });
  log(
    `admin account created: ${email}${env.ADMIN_PASSWORD ? " (password from ADMIN_PASSWORD)" : ` / password: ${password}  (shown once; change it after signing in)`}`,
  );
}
