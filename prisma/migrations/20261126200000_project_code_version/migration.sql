-- A code project's code saves itself as a draft (issue 22, docs/decisions/0027): like a scene's
-- data, it carries a version every save bumps, and a save based on an older one is refused.
ALTER TABLE "ArProject" ADD COLUMN "codeVersion" INTEGER NOT NULL DEFAULT 0;
