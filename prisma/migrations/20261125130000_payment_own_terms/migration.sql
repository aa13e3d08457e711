-- A payment carries its own terms (card count, promo) next to its amount, so settling issues what
-- that payment paid for instead of what its order says by then (issue 19 §6; ADR 0014).

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN "count" INTEGER,
ADD COLUMN "promo" TEXT,
ADD COLUMN "providerAmountKopecks" INTEGER;

-- Data step: an order's earlier attempts were superseded by its newest one, which is the only one
-- whose amount matches the order's current terms; only still-open earlier attempts change status.
UPDATE "Payment" p SET "status" = 'superseded'
WHERE p."status" IN ('pending', 'canceled', 'failed')
  AND p."orderId" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "Payment" later WHERE later."orderId" = p."orderId" AND later."id" > p."id");

-- Existing payments take their order's terms (for the newest attempt, and for a paid order, these
-- are the terms that were paid); a payment whose order is gone paid for no cards.
UPDATE "Payment" p SET "count" = o."count", "promo" = o."promo" FROM "Order" o WHERE p."orderId" = o."id";
UPDATE "Payment" SET "count" = 0 WHERE "count" IS NULL;

ALTER TABLE "Payment" ALTER COLUMN "count" SET NOT NULL;
