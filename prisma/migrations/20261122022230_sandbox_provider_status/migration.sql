-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "providerStatus" TEXT;
