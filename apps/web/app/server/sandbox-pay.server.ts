// Server-only door to the sandbox provider's page actions.
export { AppError, completeSandboxPayment, getSandboxPayment, OPEN_PAYMENT_STATUSES } from "@ar/core";
export { getServerEnv } from "@ar/config";
