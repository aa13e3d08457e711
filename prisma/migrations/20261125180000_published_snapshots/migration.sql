-- Published AR project snapshots and public, content-addressed files (issue 20).
ALTER TABLE "ArProject" ADD COLUMN "liveVersion" INTEGER,
ADD COLUMN "publishedAt" TIMESTAMP(3);

CREATE TABLE "ArProjectSnapshot" (
    "projectId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedById" INTEGER,

    CONSTRAINT "ArProjectSnapshot_pkey" PRIMARY KEY ("projectId","version")
);

CREATE TABLE "FileDigest" (
    "key" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "contentType" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FileDigest_pkey" PRIMARY KEY ("key")
);

CREATE TABLE "PublicFile" (
    "id" SERIAL NOT NULL,
    "hash" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "projectId" INTEGER,
    "cardId" TEXT,
    "collectionId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PublicFile_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "ArProjectSnapshot_publishedById_idx" ON "ArProjectSnapshot"("publishedById");
CREATE INDEX "PublicFile_hash_idx" ON "PublicFile"("hash");
CREATE INDEX "PublicFile_projectId_idx" ON "PublicFile"("projectId");
CREATE INDEX "PublicFile_cardId_idx" ON "PublicFile"("cardId");
CREATE INDEX "PublicFile_collectionId_idx" ON "PublicFile"("collectionId");

ALTER TABLE "ArProjectSnapshot" ADD CONSTRAINT "ArProjectSnapshot_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "ArProject"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ArProjectSnapshot" ADD CONSTRAINT "ArProjectSnapshot_publishedById_fkey" FOREIGN KEY ("publishedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "PublicFile" ADD CONSTRAINT "PublicFile_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "ArProject"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PublicFile" ADD CONSTRAINT "PublicFile_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PublicFile" ADD CONSTRAINT "PublicFile_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "CardCollection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
