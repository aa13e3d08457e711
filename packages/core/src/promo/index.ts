// @ar/core/promo — Promo codes: the rules a code is checked against, trying one, and the count of its uses.
export * from "./promo-rules";
export * from "./promo-attempt";
export * from "./count-promo-use";
