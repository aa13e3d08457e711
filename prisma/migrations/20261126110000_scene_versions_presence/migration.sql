-- Drafts and concurrent editing (issue 22, docs/decisions/0027): a scene's data carries a version
-- that every save bumps, and a save based on an older one is refused; open editors report
-- themselves so each person sees who else has the project open.
ALTER TABLE "Scene" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 0;

CREATE TABLE "ArProjectPresence" (
    "projectId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "tabId" TEXT NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArProjectPresence_pkey" PRIMARY KEY ("projectId","userId","tabId")
);

CREATE INDEX "ArProjectPresence_projectId_seenAt_idx" ON "ArProjectPresence"("projectId", "seenAt");

ALTER TABLE "ArProjectPresence" ADD CONSTRAINT "ArProjectPresence_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "ArProject"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "ArProjectPresence" ADD CONSTRAINT "ArProjectPresence_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
