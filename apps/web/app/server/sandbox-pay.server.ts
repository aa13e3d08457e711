// Server-only door to the sandbox provider's page actions.
export { completeSandboxPayment, getSandboxPayment } from "@ar/core";
export { getServerEnv } from "@ar/config";
