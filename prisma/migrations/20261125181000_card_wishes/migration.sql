-- Printed cards come alive (issue 20): the wish a visitor saves on a card, the token that lets the
-- filling browser edit it for a while, and the media uploaded for it.
ALTER TABLE "Card" ADD COLUMN "wish" JSONB,
ADD COLUMN "wishTokenHash" TEXT,
ADD COLUMN "wishEditableUntil" TIMESTAMP(3);

CREATE TYPE "CardMediaKind" AS ENUM ('video', 'image');

CREATE TYPE "CardMediaStatus" AS ENUM ('compressing', 'ready', 'error');

CREATE TABLE "CardMedia" (
    "id" SERIAL NOT NULL,
    "cardId" TEXT NOT NULL,
    "kind" "CardMediaKind" NOT NULL,
    "srcKey" TEXT NOT NULL,
    "compressedKey" TEXT,
    "status" "CardMediaStatus" NOT NULL DEFAULT 'compressing',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "failureCode" TEXT,
    "size" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CardMedia_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "CardMedia_cardId_idx" ON "CardMedia"("cardId");

ALTER TABLE "CardMedia" ADD CONSTRAINT "CardMedia_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;
