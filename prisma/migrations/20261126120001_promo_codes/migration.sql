-- Promo codes admins manage (issue 23): a fixed amount off as well as a percentage, a usage limit
-- and the count of paid orders that used the code (counted once per order when it is paid).
ALTER TABLE "PromoCode" ALTER COLUMN "percentOff" SET DEFAULT 0,
ADD COLUMN "amountOffKopecks" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "usageLimit" INTEGER,
ADD COLUMN "usedCount" INTEGER NOT NULL DEFAULT 0;
