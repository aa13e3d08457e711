// The answers of the administrators' procedures (accounts, payments, audit log, promo codes, packs).
import { z } from "zod";
import type { AdminAccountDto, AdminPaymentDto, AdminPromoCodeDto, listAudit } from "@ar/core/admin";
import type { AdminPackDto } from "@ar/core/packs";
import type { Prisma } from "@ar/db";
import { count, id, isoDate, page } from "./common";
import { userDto } from "./account";
import { packKind } from "./packs";

export const accountsPage = page(
  userDto.extend({ createdCards: count, filledCards: count, emailConfirmed: z.boolean() }),
) satisfies z.ZodType<{ data: AdminAccountDto[]; pageCount: number }>;

export const paymentsPage = page(
  z.object({
    id,
    createdAt: isoDate,
    amount: z.number(),
    providerAmount: z.number().nullable(),
    user: z.object({ id, email: z.string() }).nullable(),
    description: z.string(),
    status: z.string(),
    orderId: id.nullable(),
  }),
) satisfies z.ZodType<{ data: AdminPaymentDto[]; pageCount: number }>;

export const paidPayment = z.object({ id, status: z.literal("success") });

/**
 * The audit rows as stored. `changes` is whatever JSON the action recorded (before/after values),
 * typed as Prisma's JSON so clients keep it as a required field (an `unknown` one would turn
 * optional in tRPC's inferred answer); any JSON passes.
 */
export const auditLog = z.array(
  z.object({
    id,
    createdAt: isoDate,
    targetType: z.string(),
    targetId: id.nullable(),
    actorId: id.nullable(),
    actorEmail: z.string(),
    action: z.string(),
    changes: z.custom<Prisma.JsonValue>(() => true),
  }),
) satisfies z.ZodType<Awaited<ReturnType<typeof listAudit>>>;

export const promoCode = z.object({
  code: z.string(),
  kind: z.enum(["percent", "amount"]),
  percentOff: z.number(),
  amountOff: z.number(),
  expiresAt: isoDate.nullable(),
  usageLimit: count.nullable(),
  usedCount: count,
  active: z.boolean(),
  createdAt: isoDate,
}) satisfies z.ZodType<AdminPromoCodeDto>;

export const packsPage = page(
  z.object({
    id,
    type: packKind,
    name: z.string(),
    authorName: z.string().nullable(),
    owner: z.object({ id, name: z.string(), email: z.string() }).nullable(),
    public: z.boolean(),
    itemsCount: count,
    createdAt: isoDate,
  }),
) satisfies z.ZodType<{ data: AdminPackDto[]; pageCount: number }>;
