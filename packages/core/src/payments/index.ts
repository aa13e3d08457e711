// @ar/core/payments — Payments: the providers (sandbox, YooKassa), settling and notifications.
export * from "./payment-provider";
export * from "./sandbox-provider";
export * from "./yookassa-provider";
export * from "./get-provider";
export * from "./settle-payment";
export * from "./handle-notification";
export * from "./sandbox-checkout";
export * from "./payment-status";
export * from "./sandbox-webhook-secret";
