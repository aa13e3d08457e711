// Server-only door to the sandbox provider's page actions.
export { AppError } from "@ar/core/errors";
export { completeSandboxPayment, getSandboxPayment, OPEN_PAYMENT_STATUSES } from "@ar/core/payments";
export { getServerEnv } from "@ar/config";
