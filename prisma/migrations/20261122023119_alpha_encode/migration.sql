-- CreateEnum
CREATE TYPE "AlphaEncodeStatus" AS ENUM ('processing', 'complete', 'error');

-- CreateTable
CREATE TABLE "AlphaEncode" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "layout" TEXT NOT NULL DEFAULT 'video-h',
    "srcKey" TEXT NOT NULL,
    "resultKey" TEXT,
    "width" INTEGER,
    "height" INTEGER,
    "size" INTEGER,
    "status" "AlphaEncodeStatus" NOT NULL DEFAULT 'processing',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AlphaEncode_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AlphaEncode_userId_createdAt_idx" ON "AlphaEncode"("userId", "createdAt");
