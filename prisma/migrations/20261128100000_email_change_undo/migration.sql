-- E-mail change recovery (docs/decisions/0044): the undo link mailed to the old address when an
-- e-mail change is confirmed is a password-reset link that also brings the old address back.
ALTER TABLE "PasswordResetToken" ADD COLUMN "restoreEmail" TEXT;

CREATE INDEX "PasswordResetToken_restoreEmail_idx" ON "PasswordResetToken"("restoreEmail");
