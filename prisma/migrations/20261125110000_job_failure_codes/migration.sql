-- Job states (docs/decisions/0012-job-states.md): a failed job stores a failure code that the
-- interface translates, never exception text. Raw texts stored so far become INTERNAL.

-- AlterTable
ALTER TABLE "Asset" ADD COLUMN "failureCode" TEXT;

-- AlterTable
ALTER TABLE "AlphaEncode" RENAME COLUMN "error" TO "failureCode";
UPDATE "AlphaEncode" SET "failureCode" = 'INTERNAL' WHERE "failureCode" IS NOT NULL;

-- AlterTable
ALTER TABLE "PrintExport" RENAME COLUMN "error" TO "failureCode";
UPDATE "PrintExport" SET "failureCode" = 'INTERNAL' WHERE "failureCode" IS NOT NULL;

-- Assets that failed before codes existed.
UPDATE "Asset" SET "failureCode" = 'INTERNAL' WHERE "uploadStatus" = 'error';
