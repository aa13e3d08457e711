-- Big print runs split across workers (issue 25, docs/decisions/0030): an export over the split
-- threshold is rendered as parts (page ranges), each its own graphile-worker job. A part's row
-- keeps its stored zip fragment and the entries in it, so an assembly retried (or an export the
-- owner retries) joins what is there instead of rendering it again. The rows go with the export.
CREATE TABLE "PrintExportPart" (
    "exportId" INTEGER NOT NULL,
    "index" INTEGER NOT NULL,
    "firstPage" INTEGER NOT NULL,
    "pageCount" INTEGER NOT NULL,
    "done" BOOLEAN NOT NULL DEFAULT false,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "storageKey" TEXT,
    "entries" JSONB,
    "size" BIGINT,
    CONSTRAINT "PrintExportPart_pkey" PRIMARY KEY ("exportId", "index")
);

ALTER TABLE "PrintExportPart" ADD CONSTRAINT "PrintExportPart_exportId_fkey" FOREIGN KEY ("exportId") REFERENCES "PrintExport"("id") ON DELETE CASCADE ON UPDATE CASCADE;
