import { getServerEnv } from "@ar/config";
import type { PaymentProvider, PaymentProviderName } from "./payment-provider";
import { sandboxProvider } from "./sandbox-provider";
import { yookassaProvider } from "./yookassa-provider";

/** The provider new payments are made with (PAYMENT_PROVIDER). */
export function getPaymentProvider(): PaymentProvider {
  return providerNamed(getServerEnv().PAYMENT_PROVIDER);
}

/** The provider an existing payment was made with, which may not be today's choice. */
export function providerNamed(name: string): PaymentProvider {
  return (name as PaymentProviderName) === "yookassa" ? yookassaProvider : sandboxProvider;
}
