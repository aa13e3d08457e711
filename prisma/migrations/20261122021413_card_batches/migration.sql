-- AlterTable
ALTER TABLE "Card" ADD COLUMN     "batchId" INTEGER;

-- CreateTable
CREATE TABLE "CardBatch" (
    "id" SERIAL NOT NULL,
    "collectionId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "chargedCards" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CardBatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CardBatch_collectionId_key_key" ON "CardBatch"("collectionId", "key");

-- CreateIndex
CREATE INDEX "Card_batchId_idx" ON "Card"("batchId");

-- AddForeignKey
ALTER TABLE "Card" ADD CONSTRAINT "Card_batchId_fkey" FOREIGN KEY ("batchId") REFERENCES "CardBatch"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardBatch" ADD CONSTRAINT "CardBatch_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "CardCollection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
