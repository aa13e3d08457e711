import {
  accountFormInput,
  createAccount,
  deleteAccount,
  listAccounts,
  listAccountsInput,
  listAudit,
  listPayments,
  listPaymentsInput,
  listPromoCodes,
  markPaymentPaid,
  savePromoCode,
  savePromoCodeInput,
  updateAccount,
} from "@ar/core/admin";
import { listAllPacks, listAllPacksInput } from "@ar/core/packs";
import { z } from "zod";
import { userDto } from "./outputs/account";
import { accountsPage, auditLog, packsPage, paidPayment, paymentsPage, promoCode } from "./outputs/admin";
import { deletedAnswer } from "./outputs/common";
import { adminProcedure, router } from "../trpc/init";

const ZCreateAccountRequestSchema = accountFormInput;

const ZDeleteAccountRequestSchema = z.object({ userId: z.number().int().positive() });

const ZListAccountsRequestSchema = listAccountsInput.optional();

const ZListAuditRequestSchema = z
  .object({ targetType: z.string().max(40).optional(), targetId: z.number().int().positive().optional() })
  .optional();

const ZListPaymentsRequestSchema = listPaymentsInput.optional();

const ZMarkPaymentPaidRequestSchema = z.object({ paymentId: z.number().int().positive() });

const ZUpdateAccountRequestSchema = accountFormInput.extend({ userId: z.number().int().positive() });

const listAccountsRoute = adminProcedure
  .input(ZListAccountsRequestSchema)
  .output(accountsPage)
  .query(({ input }) => listAccounts({ input: input ?? {} }));

const createAccountRoute = adminProcedure
  .input(ZCreateAccountRequestSchema)
  .output(userDto)
  .mutation(({ ctx, input }) => createAccount({ admin: ctx.user, input }));

const updateAccountRoute = adminProcedure
  .input(ZUpdateAccountRequestSchema)
  .output(userDto)
  .mutation(({ ctx, input }) => updateAccount({ admin: ctx.user, userId: input.userId, input }));

const deleteAccountRoute = adminProcedure
  .input(ZDeleteAccountRequestSchema)
  .output(deletedAnswer)
  .mutation(({ ctx, input }) => deleteAccount({ admin: ctx.user, userId: input.userId }));

const listPaymentsRoute = adminProcedure
  .input(ZListPaymentsRequestSchema)
  .output(paymentsPage)
  .query(({ input }) => listPayments({ input: input ?? {} }));

const markPaymentPaidRoute = adminProcedure
  .input(ZMarkPaymentPaidRequestSchema)
  .output(paidPayment)
  .mutation(({ ctx, input }) => markPaymentPaid({ admin: ctx.user, paymentId: input.paymentId }));

const listAuditRoute = adminProcedure
  .input(ZListAuditRequestSchema)
  .output(auditLog)
  .query(({ input }) => listAudit({ ...input }));

// Issue 23: every user's packs for admins (filters: kind, access, owner), a thin door to core.

const listAllPacksRoute = adminProcedure
  .input(listAllPacksInput.optional())
  .output(packsPage)
  .query(({ ctx, input }) => listAllPacks({ actor: ctx.user, input }));

// Promo codes (issue 23): thin doors to the core service, admin only.

const listPromoCodesRoute = adminProcedure.output(z.array(promoCode)).query(() => listPromoCodes());
const createPromoCodeRoute = adminProcedure
  .input(savePromoCodeInput)
  .output(promoCode)
  .mutation(({ ctx, input }) => savePromoCode({ admin: ctx.user, mode: "create", input }));
const updatePromoCodeRoute = adminProcedure
  .input(savePromoCodeInput)
  .output(promoCode)
  .mutation(({ ctx, input }) => savePromoCode({ admin: ctx.user, mode: "update", input }));

export const adminRouter = router({
  listAccounts: listAccountsRoute,
  createAccount: createAccountRoute,
  updateAccount: updateAccountRoute,
  deleteAccount: deleteAccountRoute,
  listPayments: listPaymentsRoute,
  markPaymentPaid: markPaymentPaidRoute,
  audit: listAuditRoute,
  promoCodes: listPromoCodesRoute,
  createPromoCode: createPromoCodeRoute,
  updatePromoCode: updatePromoCodeRoute,
  listPacks: listAllPacksRoute,
});
