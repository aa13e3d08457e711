// Issue 23: the admin lists in Russian showed the stored English description and the raw status
// "canceled". Known descriptions are translated, any other is kept; every status has its label.
import { describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import { describePayment } from "../../app/components/admin/payment-description";
import { paymentStatusLabel } from "../../app/components/admin/payment-status";

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key}${values ? JSON.stringify(values) : ""}`) as unknown as TFunction;

describe("payment texts", () => {
  it("translates the descriptions the server writes and keeps any other text", () => {
    expect(describePayment("AR cards × 3 (collection 77)", t)).toBe(
      'adminTools.payments.cardsOfCollection{"count":3,"collection":"77"}',
    );
    expect(describePayment("AR cards × 12", t)).toBe('adminTools.payments.cards{"count":12}');
    expect(describePayment("Declined order", t)).toBe("Declined order");
  });
  it("labels every known status, canceled included, and keeps an unknown one as stored", () => {
    expect(paymentStatusLabel("canceled", t)).toBe("admin.payments.statuses.canceled");
    expect(paymentStatusLabel("superseded_paid", t)).toBe("admin.payments.statuses.supersededPaid");
    expect(paymentStatusLabel("weird", t)).toBe("weird");
  });
});
