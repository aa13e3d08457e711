-- Sharing a project by e-mail makes an invitation its invitee accepts (issue 19 §11).
CREATE TABLE "ArProjectInvitation" (
    "id" SERIAL NOT NULL,
    "projectId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ArProjectInvitation_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "ArProjectInvitation_email_idx" ON "ArProjectInvitation"("email");

CREATE UNIQUE INDEX "ArProjectInvitation_projectId_email_key" ON "ArProjectInvitation"("projectId", "email");

ALTER TABLE "ArProjectInvitation" ADD CONSTRAINT "ArProjectInvitation_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "ArProject"("id") ON DELETE CASCADE ON UPDATE CASCADE;
