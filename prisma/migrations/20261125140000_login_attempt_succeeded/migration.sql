-- AlterTable
ALTER TABLE "LoginAttempt" ADD COLUMN "succeeded" BOOLEAN NOT NULL DEFAULT false;
