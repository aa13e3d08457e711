// @ar/core/qr — QR: rendering a QR image and what a card's or project's QR encodes.
export * from "./render-qr";
export * from "./qr-for";
