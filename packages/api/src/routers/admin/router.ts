import { router } from "../../trpc/init";
import { listAccountsRoute } from "./list-accounts";
import { createAccountRoute } from "./create-account";
import { updateAccountRoute } from "./update-account";
import { deleteAccountRoute } from "./delete-account";
import { listPaymentsRoute } from "./list-payments";
import { markPaymentPaidRoute } from "./mark-payment-paid";
import { listAuditRoute } from "./list-audit";

export const adminRouter = router({
  listAccounts: listAccountsRoute,
  createAccount: createAccountRoute,
  updateAccount: updateAccountRoute,
  deleteAccount: deleteAccountRoute,
  listPayments: listPaymentsRoute,
  markPaymentPaid: markPaymentPaidRoute,
  audit: listAuditRoute,
});
