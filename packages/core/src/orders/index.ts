// @ar/core/orders — Orders: pricing and buying cards.
export * from "./pricing";
export * from "./buy-cards";
export * from "./order-queries";
