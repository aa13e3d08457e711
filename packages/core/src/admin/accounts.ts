// Admin accounts: search (prefix of any word of name or e-mail, via the trigram index of the
// migration "user_search_index"), create, edit and delete — each recorded in the audit log.
import { z } from "zod";
import { getDb, Prisma, withTransaction } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import { hashPassword } from "../auth/password";
import { invalidateUserSessions, type SessionUser } from "../auth/sessions";
import { toUserDto, userSelect, type UserDto } from "../account/user-dto";
import { voidCredentialLinks } from "../account/credential-links";
import { accountFormInput } from "./account-form";
import { audit } from "./audit";

export type AdminAccountDto = UserDto & { createdCards: number; filledCards: number; emailConfirmed: boolean };
export const ACCOUNTS_PAGE_SIZE = 50;

export const listAccountsInput = z.object({
  search: z.string().max(200).optional().default(""),
  page: z.number().int().min(1).max(100_000).default(1),
});

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Words of the search, each must start a word of "name email"; all lower-case. */
export function searchPattern(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 5)
    .map((w) => `(^|[^[:alnum:]])${escapeRegex(w)}`);
}

export async function listAccounts(opts: { input: unknown }): Promise<{ data: AdminAccountDto[]; pageCount: number }> {
  const { search, page } = listAccountsInput.parse(opts.input ?? {});
  const patterns = searchPattern(search);
  const where = patterns.length
    ? Prisma.sql`WHERE ${Prisma.join(
        patterns.map((p) => Prisma.sql`lower(u."name" || ' ' || u."email") ~ ${p}`),
        " AND ",
      )}`
    : Prisma.empty;
  const db = getDb();
  const [rows, total] = await Promise.all([
    db.$queryRaw<{ id: number; createdCards: bigint; filledCards: bigint }[]>`
      SELECT u.id,
        (SELECT count(*) FROM "Card" c JOIN "CardCollection" cc ON cc.id = c."collectionId" WHERE cc."userId" = u.id AND NOT c."isTest") AS "createdCards",
        (SELECT count(*) FROM "Card" c JOIN "CardCollection" cc ON cc.id = c."collectionId" WHERE cc."userId" = u.id AND NOT c."isTest" AND c."filledAt" IS NOT NULL) AS "filledCards"
      FROM "User" u ${where}
      ORDER BY u."createdAt" DESC, u.id DESC
      LIMIT ${ACCOUNTS_PAGE_SIZE} OFFSET ${(page - 1) * ACCOUNTS_PAGE_SIZE}`,
    db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "User" u ${where}`,
  ]);
  const users = await db.user.findMany({
    where: { id: { in: rows.map((r) => r.id) } },
    select: { ...userSelect, emailConfirmedAt: true },
  });
  const byId = new Map(users.map((u) => [u.id, u]));
  const data = rows.map((r) => {
    const u = byId.get(r.id)!;
    return {
      ...toUserDto(u),
      emailConfirmed: u.emailConfirmedAt !== null,
      createdCards: Number(r.createdCards),
      filledCards: Number(r.filledCards),
    };
  });
  return { data, pageCount: Math.max(1, Math.ceil(Number(total[0]?.n ?? 0) / ACCOUNTS_PAGE_SIZE)) };
}

export async function createAccount(opts: { admin: SessionUser; input: unknown }): Promise<UserDto> {
  const input = accountFormInput.parse(opts.input);
  if (!input.password)
    throw new AppError("BAD_REQUEST", "Set a password for the new account", { fields: { password: "required" } });
  const passwordHash = await hashPassword(input.password);
  try {
    return await withTransaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          name: input.name,
          email: input.email,
          passwordHash,
          features: input.features,
          cardsBalance: input.cardsBalance,
          customDomain: input.customDomain,
          isAdmin: input.isAdmin ?? false,
          emailConfirmedAt: new Date(),
        },
        select: userSelect,
      });
      const { password: _omit, ...shown } = input;
      await audit(tx, opts.admin, {
        action: "account.create",
        targetType: "User",
        targetId: user.id,
        changes: { ...shown, password: "set" },
      });
      return toUserDto(user);
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002")
      throw new AppError("CONFLICT", "This e-mail is already registered", { fields: { email: "taken" } });
    throw e;
  }
}

export async function updateAccount(opts: { admin: SessionUser; userId: number; input: unknown }): Promise<UserDto> {
  const input = accountFormInput.parse(opts.input);
  const before = await getDb().user.findUnique({ where: { id: opts.userId }, select: userSelect });
  if (!before) throw notFound("Account not found");
  if (opts.userId === opts.admin.id && input.isAdmin === false)
    throw new AppError("BAD_REQUEST", "You cannot remove your own administrator rights", {
      fields: { isAdmin: "self" },
    });
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  try {
    return await withTransaction(async (tx) => {
      const user = await tx.user.update({
        where: { id: opts.userId },
        data: {
          name: input.name,
          email: input.email,
          features: input.features,
          cardsBalance: input.cardsBalance,
          customDomain: input.customDomain,
          ...(input.isAdmin !== undefined ? { isAdmin: input.isAdmin } : {}),
          ...(passwordHash ? { passwordHash } : {}),
        },
        select: userSelect,
      });
      if (passwordHash) {
        await voidCredentialLinks(tx, user.id);
        await invalidateUserSessions({ userId: user.id, tx });
      }
      const changes: Record<string, unknown> = {};
      for (const k of ["name", "email", "features", "cardsBalance", "customDomain", "isAdmin"] as const) {
        if (JSON.stringify(before[k]) !== JSON.stringify(user[k])) changes[k] = { from: before[k], to: user[k] };
      }
      if (passwordHash) changes.password = "changed";
      await audit(tx, opts.admin, { action: "account.update", targetType: "User", targetId: user.id, changes });
      return toUserDto(user);
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002")
      throw new AppError("CONFLICT", "This e-mail is already registered", { fields: { email: "taken" } });
    throw e;
  }
}

// Deleting keeps financial records and packs others use: its own file.
export { deleteAccount } from "./delete-account";
