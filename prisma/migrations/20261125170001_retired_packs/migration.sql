-- A pack its author deletes while others use it is retired instead (deletedAt), and a pack
-- outlives its author's account (authorId NULL): other users' collections and the cards they sold
-- keep their stickers and models (issue 19 §10, docs/decisions/0019).

-- DropForeignKey
ALTER TABLE "AssetPack" DROP CONSTRAINT "AssetPack_authorId_fkey";

-- AlterTable
ALTER TABLE "AssetPack" ADD COLUMN "deletedAt" TIMESTAMP(3),
ALTER COLUMN "authorId" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE "AssetPack" ADD CONSTRAINT "AssetPack_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
