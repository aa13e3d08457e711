-- Card views and uses are counted once per card, event, visitor and day (issue 19 §11).
CREATE TABLE "CardVisit" (
    "cardId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "event" TEXT NOT NULL,
    "visitor" TEXT NOT NULL,
    "client" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CardVisit_pkey" PRIMARY KEY ("cardId","day","event","visitor")
);

CREATE TABLE "CardVisitSalt" (
    "day" DATE NOT NULL,
    "salt" BYTEA NOT NULL,

    CONSTRAINT "CardVisitSalt_pkey" PRIMARY KEY ("day")
);

CREATE INDEX "CardVisit_client_createdAt_idx" ON "CardVisit"("client", "createdAt");
CREATE INDEX "CardVisit_day_idx" ON "CardVisit"("day");

ALTER TABLE "CardVisit" ADD CONSTRAINT "CardVisit_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;
