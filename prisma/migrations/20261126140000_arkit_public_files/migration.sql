-- ARKit pages (issue 21): an ARKit project's model, USDZ and preview become public files of that
-- project (content-addressed, like a published AR project's), served to {host}/arkit/{id}. The
-- rows go with the project (ON DELETE CASCADE), which takes its files offline.
ALTER TABLE "PublicFile" ADD COLUMN "arkitProjectId" INTEGER;

CREATE INDEX "PublicFile_arkitProjectId_idx" ON "PublicFile"("arkitProjectId");

ALTER TABLE "PublicFile" ADD CONSTRAINT "PublicFile_arkitProjectId_fkey" FOREIGN KEY ("arkitProjectId") REFERENCES "ArkitProject"("id") ON DELETE CASCADE ON UPDATE CASCADE;
