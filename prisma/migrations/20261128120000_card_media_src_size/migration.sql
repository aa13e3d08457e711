-- Wish uploads are bounded per card until a save (core cards/wish-upload-bounds.ts): the bound
-- counts the bytes received, which `size` stops telling once a video is compressed. Rows from
-- before this take their current size (the original's, or the compressed file's when smaller).
ALTER TABLE "CardMedia" ADD COLUMN "srcSize" INTEGER;
UPDATE "CardMedia" SET "srcSize" = "size";
ALTER TABLE "CardMedia" ALTER COLUMN "srcSize" SET NOT NULL;

-- The hourly sweep of uploads that no save used finds them by age.
CREATE INDEX "CardMedia_createdAt_idx" ON "CardMedia"("createdAt");
