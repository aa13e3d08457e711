-- CreateEnum
CREATE TYPE "PrintExportStatus" AS ENUM ('queued', 'rendering', 'done', 'error');

-- CreateTable
CREATE TABLE "PrintExport" (
    "id" SERIAL NOT NULL,
    "collectionId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "options" JSONB NOT NULL,
    "cardIds" TEXT[],
    "status" "PrintExportStatus" NOT NULL DEFAULT 'queued',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "storageKey" TEXT,
    "fileName" TEXT,
    "contentType" TEXT,
    "size" BIGINT,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "PrintExport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PrintExport_collectionId_createdAt_idx" ON "PrintExport"("collectionId", "createdAt" DESC);

-- AddForeignKey
ALTER TABLE "PrintExport" ADD CONSTRAINT "PrintExport_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "CardCollection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
