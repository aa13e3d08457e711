-- A split print export is served from its parts (issue 25, docs/decisions/0043): the assembly
-- stores only the zip's central directory, and the download streams the parts' fragments and
-- then that. Exports assembled before this (one joined file) keep composed = false.
ALTER TABLE "PrintExport" ADD COLUMN "composed" BOOLEAN NOT NULL DEFAULT false;
