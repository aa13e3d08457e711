// Admins manage promo codes (issue 23): percent or fixed amount off, expiry, usage limit, active
// flag; every save is audit-logged with what changed. Amounts are entered in roubles, as the price
// API answers, and stored in kopecks, as every price is (docs/decisions/0029-promo-codes.md).
import { z } from "zod";
import { getDb, withTransaction } from "@ar/db";
import { AppError, notFound } from "../errors/app-error";
import type { SessionUser } from "../auth/sessions";
import { audit } from "./audit";

const codeField = z
  .string({ error: () => "required" })
  .transform((s) => s.trim().toUpperCase())
  .refine((s) => s.length > 0, { message: "required", params: { code: "required" } })
  .refine((s) => /^[A-Z0-9_-]{3,40}$/.test(s), {
    message: "3–40 letters, digits, - or _",
    params: { code: "promo_format" },
  });

export const savePromoCodeInput = z
  .object({
    code: codeField,
    kind: z.enum(["percent", "amount"]),
    /** Whole percent, 1–100, for kind percent. */
    percentOff: z.coerce.number().int().min(1).max(100).optional(),
    /** Roubles with at most two decimals, for kind amount. */
    amountOff: z.coerce
      .number()
      .positive()
      .max(10_000_000)
      .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
        message: "kopecks at most",
        params: { code: "invalid" },
      })
      .optional(),
    expiresAt: z.coerce.date().nullable().optional(),
    usageLimit: z.coerce.number().int().min(1).max(1_000_000).nullable().optional(),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "percent" && v.percentOff === undefined)
      ctx.addIssue({ code: "custom", path: ["percentOff"], message: "required", params: { code: "required" } });
    if (v.kind === "amount" && v.amountOff === undefined)
      ctx.addIssue({ code: "custom", path: ["amountOff"], message: "required", params: { code: "required" } });
  });

export type AdminPromoCodeDto = {
  code: string;
  kind: "percent" | "amount";
  percentOff: number;
  /** Roubles. */
  amountOff: number;
  expiresAt: string | null;
  usageLimit: number | null;
  usedCount: number;
  active: boolean;
  createdAt: string;
};

type Row = {
  code: string;
  percentOff: number;
  amountOffKopecks: number;
  expiresAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  active: boolean;
  createdAt: Date;
};

const toDto = (r: Row): AdminPromoCodeDto => ({
  code: r.code,
  kind: r.amountOffKopecks > 0 ? "amount" : "percent",
  percentOff: r.percentOff,
  amountOff: r.amountOffKopecks / 100,
  expiresAt: r.expiresAt?.toISOString() ?? null,
  usageLimit: r.usageLimit,
  usedCount: r.usedCount,
  active: r.active,
  createdAt: r.createdAt.toISOString(),
});

export async function listPromoCodes(): Promise<AdminPromoCodeDto[]> {
  const rows = await getDb().promoCode.findMany({ orderBy: { createdAt: "desc" }, take: 500 });
  return rows.map(toDto);
}

/**
 * Creates the code (`mode` create: 409 code "taken" if it exists) or changes it (`mode` update: 404
 * if it does not). The code itself never changes: orders name it.
 */
export async function savePromoCode(opts: {
  admin: SessionUser;
  mode: "create" | "update";
  input: unknown;
}): Promise<AdminPromoCodeDto> {
  const input = savePromoCodeInput.parse(opts.input);
  const data = {
    percentOff: input.kind === "percent" ? input.percentOff! : 0,
    amountOffKopecks: input.kind === "amount" ? Math.round(input.amountOff! * 100) : 0,
    expiresAt: input.expiresAt ?? null,
    usageLimit: input.usageLimit ?? null,
    active: input.active,
  };
  return withTransaction(async (tx) => {
    const before = await tx.promoCode.findUnique({ where: { code: input.code } });
    if (opts.mode === "create" && before)
      throw new AppError("CONFLICT", "This promo code exists", { fields: { code: "taken" } });
    if (opts.mode === "update" && !before) throw notFound("Promo code not found");
    const row = before
      ? await tx.promoCode.update({ where: { code: input.code }, data })
      : await tx.promoCode.create({ data: { code: input.code, ...data } });
    const changes: Record<string, unknown> = { code: input.code };
    for (const [k, v] of Object.entries(data)) {
      const old = before?.[k as keyof typeof data] ?? null;
      const norm = (x: unknown) => (x instanceof Date ? x.toISOString() : x);
      if (!before || norm(old) !== norm(v)) changes[k] = norm(v);
    }
    await audit(tx, opts.admin, { action: before ? "promo.update" : "promo.create", targetType: "promoCode", changes });
    return toDto(row);
  });
}
