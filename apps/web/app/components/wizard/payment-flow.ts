// The payment step's rules (editors spec 4): the widget is shown while waiting for payment; its
// payment-success window message moves to "waiting for confirmation"; the order status (polled
// every 1.5 s) being paid or complete ends the step. The browser's word alone never counts.
import { isPaidStatus } from "./wizard-steps";

export const PAYMENT_POLL_MS = 1500;

export type PaymentPhase = "waiting" | "confirming" | "success";

/** A message from the payment page: same origin only, of type payment-success, for this order when it says which. */
export function isPaymentSuccessMessage(
  event: { origin: string; data: unknown },
  ownOrigin: string,
  orderId: number,
): boolean {
  if (event.origin !== ownOrigin) return false;
  const data = event.data as { type?: unknown; orderId?: unknown } | null;
  if (!data || typeof data !== "object" || data.type !== "payment-success") return false;
  return data.orderId === undefined || data.orderId === orderId;
}

export function paymentPhase(messageSeen: boolean, orderStatus: string | undefined): PaymentPhase {
  if (isPaidStatus(orderStatus)) return "success";
  return messageSeen ? "confirming" : "waiting";
}

/**
 * How the payment page is shown: a page of this app (the sandbox provider) inside the wizard, by
 * path; a provider's own page (YooKassa's confirmation page refuses to be framed) in a window of
 * its own, which returns to /cards-v2/{id}?order= when done. Either way the status is polled.
 */
export function paymentView(
  paymentUrl: string,
  ownOrigin: string,
): { kind: "frame"; src: string } | { kind: "window"; href: string } {
  try {
    const url = new URL(paymentUrl, ownOrigin);
    return url.origin === ownOrigin
      ? { kind: "frame", src: `${url.pathname}${url.search}` }
      : { kind: "window", href: url.toString() };
  } catch {
    return { kind: "window", href: paymentUrl };
  }
}

/**
 * A same-origin frame whose document cannot be read after it loaded was refused (the page's
 * frame-ancestors policy, a network error page): the wizard then offers the page in a window.
 */
export function frameRefused(frame: { contentWindow: { location: { href: string } } | null } | null): boolean {
  if (!frame?.contentWindow) return true;
  try {
    // about:blank is the frame before its page arrives, not a refusal.
    return frame.contentWindow.location.href.startsWith("chrome-error:");
  } catch {
    return true;
  }
}

/** How an active payment ended without paying, as the server recorded it (issue 23). */
export type PaymentEnd = "canceled" | "failed";

/** Waiting for the server's confirmation after the page said "paid" ends visibly after this (by default). */
export const CONFIRM_LIMIT_MS = 60_000;

/**
 * The wait before "the confirmation is slow", from the root data's config (PAYMENT_CONFIRM_WAIT_SECONDS
 * in @ar/config); CONFIRM_LIMIT_MS when it is missing or not a positive number.
 */
export function confirmWaitMs(config: unknown): number {
  const ms = (config as { paymentConfirmWaitMs?: unknown } | null | undefined)?.paymentConfirmWaitMs;
  return typeof ms === "number" && Number.isFinite(ms) && ms > 0 ? ms : CONFIRM_LIMIT_MS;
}

/**
 * The end of the payment being made, from the order's latest payment as the status call reports
 * it (the provider's signed notification, re-read from the provider — not the page's word):
 * cancelled, or failed (declined, or a newer payment of the same order replaced this one). A paid
 * order always wins: a success may still follow a failure report.
 */
export function paymentEnd(opts: {
  orderStatus: string | undefined;
  latest: { id: number; status: string } | null | undefined;
  activeId: number;
}): PaymentEnd | null {
  const { orderStatus, latest, activeId } = opts;
  if (isPaidStatus(orderStatus) || !latest) return null;
  if (latest.id > activeId) return "failed";
  if (latest.id !== activeId || latest.status === "pending" || latest.status === "success") return null;
  return latest.status === "canceled" ? "canceled" : "failed";
}
