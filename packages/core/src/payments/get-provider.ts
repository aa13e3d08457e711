import { getServerEnv } from "@ar/config";
import type { PaymentProvider } from "./payment-provider";
import { sandboxProvider } from "./sandbox-provider";
import { yookassaProvider } from "./yookassa-provider";

export function getPaymentProvider(): PaymentProvider {
  return getServerEnv().PAYMENT_PROVIDER === "yookassa" ? yookassaProvider : sandboxProvider;
}
