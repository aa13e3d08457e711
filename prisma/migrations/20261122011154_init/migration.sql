-- CreateEnum
CREATE TYPE "CardType" AS ENUM ('v2', 'classic');

-- CreateEnum
CREATE TYPE "TrackingType" AS ENUM ('qr', 'image');

-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('waitForPayment', 'paid', 'complete', 'canceled');

-- CreateEnum
CREATE TYPE "AssetPackType" AS ENUM ('sticker', 'model');

-- CreateEnum
CREATE TYPE "ArProjectType" AS ENUM ('QR', 'ALBUM', 'CODE', 'WORLD');

-- CreateEnum
CREATE TYPE "ProjectAccess" AS ENUM ('edit');

-- CreateEnum
CREATE TYPE "AssetUploadStatus" AS ENUM ('uploading', 'compressing', 'ready', 'error');

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT,
    "isAdmin" BOOLEAN NOT NULL DEFAULT false,
    "features" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "cardsBalance" INTEGER NOT NULL DEFAULT 0,
    "customDomain" TEXT,
    "emailConfirmedAt" TIMESTAMP(3),
    "googleSubject" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailConfirmationToken" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailConfirmationToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoginAttempt" (
    "id" BIGSERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LoginAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CardCollection" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "cardType" "CardType" NOT NULL DEFAULT 'v2',
    "trackingType" "TrackingType" NOT NULL DEFAULT 'qr',
    "data" JSONB NOT NULL DEFAULT '{}',
    "backgroundFrontSrc" TEXT,
    "backgroundBackSrc" TEXT,
    "previewSrc" TEXT,
    "archivedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CardCollection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CollectionAssetPack" (
    "collectionId" INTEGER NOT NULL,
    "packId" INTEGER NOT NULL,

    CONSTRAINT "CollectionAssetPack_pkey" PRIMARY KEY ("collectionId","packId")
);

-- CreateTable
CREATE TABLE "Order" (
    "id" SERIAL NOT NULL,
    "collectionId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,
    "promo" TEXT,
    "amountKopecks" INTEGER NOT NULL,
    "status" "OrderStatus" NOT NULL DEFAULT 'waitForPayment',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paidAt" TIMESTAMP(3),

    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Card" (
    "id" TEXT NOT NULL,
    "collectionId" INTEGER NOT NULL,
    "orderId" INTEGER,
    "isTest" BOOLEAN NOT NULL DEFAULT false,
    "filledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Card_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CardStatDay" (
    "collectionId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,
    "usings" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CardStatDay_pkey" PRIMARY KEY ("collectionId","day")
);

-- CreateTable
CREATE TABLE "AssetPack" (
    "id" SERIAL NOT NULL,
    "type" "AssetPackType" NOT NULL,
    "name" TEXT NOT NULL,
    "authorName" TEXT,
    "authorId" INTEGER NOT NULL,
    "public" BOOLEAN NOT NULL DEFAULT false,
    "previewSrc" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AssetPack_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AssetPackItem" (
    "id" SERIAL NOT NULL,
    "packId" INTEGER NOT NULL,
    "src" TEXT NOT NULL,
    "previewSrc" TEXT,
    "altSrc" TEXT,
    "originalName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AssetPackItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserAssetPack" (
    "userId" INTEGER NOT NULL,
    "packId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserAssetPack_pkey" PRIMARY KEY ("userId","packId")
);

-- CreateTable
CREATE TABLE "ArProject" (
    "id" SERIAL NOT NULL,
    "ownerId" INTEGER NOT NULL,
    "type" "ArProjectType" NOT NULL,
    "name" TEXT,
    "features" JSONB NOT NULL DEFAULT '{}',
    "codeData" JSONB,
    "invert" BOOLEAN NOT NULL DEFAULT false,
    "apiKey" TEXT NOT NULL,
    "useAppClips" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMP(3),

    CONSTRAINT "ArProject_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ArProjectUser" (
    "projectId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "access" "ProjectAccess" NOT NULL DEFAULT 'edit',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArProjectUser_pkey" PRIMARY KEY ("projectId","userId")
);

-- CreateTable
CREATE TABLE "Scene" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "data" JSONB NOT NULL DEFAULT '[]',
    "qrMarkerId" TEXT,
    "imageMarkerSrc" TEXT,
    "naturalWidth" DOUBLE PRECISION,
    "meta" JSONB,
    "previewSrc" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMP(3),

    CONSTRAINT "Scene_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Asset" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "compSize" INTEGER,
    "srcKey" TEXT NOT NULL,
    "compressedKey" TEXT,
    "uploadStatus" "AssetUploadStatus" NOT NULL DEFAULT 'uploading',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "disableCompressing" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Asset_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ArkitProject" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "modelKey" TEXT NOT NULL,
    "usdzKey" TEXT,
    "previewSrc" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ArkitProject_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "orderId" INTEGER,
    "amountKopecks" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "provider" TEXT NOT NULL DEFAULT 'sandbox',
    "providerPaymentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "User_googleSubject_key" ON "User"("googleSubject");

-- CreateIndex
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");

-- CreateIndex
CREATE INDEX "EmailConfirmationToken_userId_idx" ON "EmailConfirmationToken"("userId");

-- CreateIndex
CREATE INDEX "LoginAttempt_email_createdAt_idx" ON "LoginAttempt"("email", "createdAt");

-- CreateIndex
CREATE INDEX "LoginAttempt_ip_createdAt_idx" ON "LoginAttempt"("ip", "createdAt");

-- CreateIndex
CREATE INDEX "CardCollection_userId_cardType_archivedAt_createdAt_idx" ON "CardCollection"("userId", "cardType", "archivedAt", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "CollectionAssetPack_packId_idx" ON "CollectionAssetPack"("packId");

-- CreateIndex
CREATE INDEX "Order_collectionId_createdAt_idx" ON "Order"("collectionId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Order_userId_idx" ON "Order"("userId");

-- CreateIndex
CREATE INDEX "Card_collectionId_idx" ON "Card"("collectionId");

-- CreateIndex
CREATE INDEX "Card_orderId_idx" ON "Card"("orderId");

-- CreateIndex
CREATE INDEX "CardStatDay_day_idx" ON "CardStatDay"("day");

-- CreateIndex
CREATE INDEX "AssetPack_authorId_type_idx" ON "AssetPack"("authorId", "type");

-- CreateIndex
CREATE INDEX "AssetPack_public_type_idx" ON "AssetPack"("public", "type");

-- CreateIndex
CREATE INDEX "AssetPackItem_packId_idx" ON "AssetPackItem"("packId");

-- CreateIndex
CREATE INDEX "UserAssetPack_packId_idx" ON "UserAssetPack"("packId");

-- CreateIndex
CREATE UNIQUE INDEX "ArProject_apiKey_key" ON "ArProject"("apiKey");

-- CreateIndex
CREATE INDEX "ArProject_ownerId_type_createdAt_idx" ON "ArProject"("ownerId", "type", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "ArProjectUser_userId_idx" ON "ArProjectUser"("userId");

-- CreateIndex
CREATE INDEX "Scene_projectId_createdAt_idx" ON "Scene"("projectId", "createdAt");

-- CreateIndex
CREATE INDEX "Asset_projectId_idx" ON "Asset"("projectId");

-- CreateIndex
CREATE INDEX "ArkitProject_userId_createdAt_idx" ON "ArkitProject"("userId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Payment_providerPaymentId_key" ON "Payment"("providerPaymentId");

-- CreateIndex
CREATE INDEX "Payment_createdAt_idx" ON "Payment"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "Payment_status_createdAt_idx" ON "Payment"("status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Payment_userId_idx" ON "Payment"("userId");

-- CreateIndex
CREATE INDEX "Payment_orderId_idx" ON "Payment"("orderId");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailConfirmationToken" ADD CONSTRAINT "EmailConfirmationToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardCollection" ADD CONSTRAINT "CardCollection_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CollectionAssetPack" ADD CONSTRAINT "CollectionAssetPack_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "CardCollection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CollectionAssetPack" ADD CONSTRAINT "CollectionAssetPack_packId_fkey" FOREIGN KEY ("packId") REFERENCES "AssetPack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "CardCollection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Card" ADD CONSTRAINT "Card_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "CardCollection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Card" ADD CONSTRAINT "Card_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardStatDay" ADD CONSTRAINT "CardStatDay_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "CardCollection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssetPack" ADD CONSTRAINT "AssetPack_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AssetPackItem" ADD CONSTRAINT "AssetPackItem_packId_fkey" FOREIGN KEY ("packId") REFERENCES "AssetPack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserAssetPack" ADD CONSTRAINT "UserAssetPack_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserAssetPack" ADD CONSTRAINT "UserAssetPack_packId_fkey" FOREIGN KEY ("packId") REFERENCES "AssetPack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArProject" ADD CONSTRAINT "ArProject_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArProjectUser" ADD CONSTRAINT "ArProjectUser_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "ArProject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArProjectUser" ADD CONSTRAINT "ArProjectUser_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Scene" ADD CONSTRAINT "Scene_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "ArProject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Asset" ADD CONSTRAINT "Asset_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "ArProject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArkitProject" ADD CONSTRAINT "ArkitProject_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;
