// @ar/core/promo — Promo codes: the rules a code is checked against and the count of its uses.
export * from "./promo-rules";
export * from "./count-promo-use";
