// @ar/core/admin — Admin: the administrators' screens (accounts, promo codes, payments, the audit log).
export * from "./promo-codes";
export * from "./audit";
export * from "./account-form";
export * from "./accounts";
export * from "./payments";
