// Provider notifications (webhooks). The body is never trusted for the outcome: the payment is
// looked up by the provider's id and its status and amount re-read from the provider. Duplicates,
// replays and a success arriving after a failure all end in one successful payment and one card
// batch; a success for another amount, or for a superseded payment, issues nothing.
import { withTransaction, getDb } from "@ar/db";
import { AppError } from "../errors/app-error";
import { providerNamed } from "./get-provider";
import { failPayment, settlePayment } from "./settle-payment";
import { OPEN_PAYMENT_STATUSES } from "./payment-status";

export async function handlePaymentNotification(opts: {
  provider: string;
  providerPaymentId: string;
}): Promise<{ status: string }> {
  const payment = await getDb().payment.findUnique({ where: { providerPaymentId: opts.providerPaymentId } });
  // A notification arrives through its own provider's door only.
  if (!payment || payment.provider !== opts.provider) throw new AppError("NOT_FOUND", "Unknown payment");
  const reported = await providerNamed(payment.provider).fetchPayment(opts.providerPaymentId);
  return withTransaction(async (tx) => {
    if (reported.status === "succeeded") {
      const settled = await settlePayment(tx, { paymentId: payment.id, allowFrom: OPEN_PAYMENT_STATUSES, reported });
      return { status: settled.status };
    }
    if (reported.status === "canceled") {
      await failPayment(tx, { paymentId: payment.id, status: "canceled" });
      return { status: "canceled" };
    }
    return { status: "pending" };
  });
}
