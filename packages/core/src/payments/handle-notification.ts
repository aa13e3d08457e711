// Provider notifications (webhooks). The body is never trusted for the outcome: the payment is
// looked up by the provider's id and its status re-read from the provider. Duplicates, replays
// and a success arriving after a failure all end in one successful payment and one card batch.
import { getDb, withTransaction } from "@ar/db";
import { AppError } from "../errors/app-error";
import { getPaymentProvider } from "./get-provider";
import { failPayment, settlePayment } from "./settle-payment";

export async function handlePaymentNotification(opts: { providerPaymentId: string }): Promise<{ status: string }> {
  const payment = await getDb().payment.findUnique({ where: { providerPaymentId: opts.providerPaymentId } });
  if (!payment) throw new AppError("NOT_FOUND", "Unknown payment");
  const status = await getPaymentProvider().fetchStatus(opts.providerPaymentId);
  return withTransaction(async (tx) => {
    if (status === "succeeded") {
      await settlePayment(tx, { paymentId: payment.id, allowFrom: ["pending", "canceled", "failed"] });
      return { status: "success" };
    }
    if (status === "canceled") {
      await failPayment(tx, { paymentId: payment.id, status: "canceled" });
      return { status: "canceled" };
    }
    return { status: "pending" };
  });
}
