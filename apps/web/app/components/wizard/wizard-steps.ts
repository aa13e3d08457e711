// The wizard's seven steps and the rules for moving between them (editors spec 2 and 4). Pure, so
// the start step and the jump rules are unit-tested without a browser.

export const WIZARD_STEPS = ["type", "design", "features", "check", "order", "payment", "save"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

/** The order status values that mean the cards are paid for (spec 4: "paid or complete"). */
export function isPaidStatus(status: string | null | undefined): boolean {
  return status === "paid" || status === "complete";
}

export type StartInput = {
  /** Null for /cards-v2/new. */
  collection: { backgroundFrontSrc: string | null } | null;
  /** The order named by ?order=, once loaded (null when there is none or it is not this collection's). */
  order: { id: number; status: string } | null;
  /** ?print=1: the person asked to print the order (a Print / Reprint link), not to see its payment. */
  print?: boolean;
};

export type StartState = {
  step: WizardStep;
  /** The furthest step reached: the indicator lets the user jump back to any step up to it. */
  reached: WizardStep;
  /** The order the order/payment/save steps work on (?order=). */
  orderId: number | null;
  /** Spec 4: a paid or complete order opens the save step "with the payment marked success". */
  paymentSuccess: boolean;
  /** The save step opened to print a paid order (?print=1): titled "Print files", no payment message. */
  printing?: boolean;
};

/**
 * Spec 4: a new collection starts at type; ?order= goes to the order step for that order, or to
 * save when it is already paid or complete (with ?print=1, the save step's print view); an existing collection with a front design starts at
 * check; one without a front design yet continues at design (its type is already fixed).
 */
export function startState({ collection, order, print }: StartInput): StartState {
  if (!collection) return { step: "type", reached: "type", orderId: null, paymentSuccess: false };
  // A Print / Reprint link lands on the order's print view, not on a "Payment successful" message.
  if (order && isPaidStatus(order.status) && print)
    return { step: "save", reached: "save", orderId: order.id, paymentSuccess: false, printing: true };
  if (order && isPaidStatus(order.status))
    return { step: "save", reached: "save", orderId: order.id, paymentSuccess: true };
  if (order) return { step: "order", reached: "order", orderId: order.id, paymentSuccess: false };
  if (collection.backgroundFrontSrc) return { step: "check", reached: "check", orderId: null, paymentSuccess: false };
  return { step: "design", reached: "design", orderId: null, paymentSuccess: false };
}

/**
 * Spec 2: the indicator jumps back only, and only to a step already reached. The payment step is
 * never a jump target: it exists only for the payment the order step has just started.
 */
export function canJumpTo(target: WizardStep, current: WizardStep, reached: WizardStep): boolean {
  const i = stepIndex(target);
  return target !== "payment" && i < stepIndex(current) && i <= stepIndex(reached);
}

/** Moving to `next` extends the reached mark; going back keeps it. */
export function advance(
  state: { step: WizardStep; reached: WizardStep },
  next: WizardStep,
): { step: WizardStep; reached: WizardStep } {
  return { step: next, reached: stepIndex(next) > stepIndex(state.reached) ? next : state.reached };
}

/** Where a paid order's Print / Reprint leads: the wizard's print view of that order. */
export function printOrderHref(collectionId: number, orderId: number): string {
  return `/cards-v2/${collectionId}?order=${orderId}&print=1`;
}

/** Parses ?order=: a positive integer id, else null (a malformed value is ignored, not an error). */
export function parseOrderParam(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
