// Document titles of the four list routes (meta functions run outside React).
import type { MetaFunction } from "@remix-run/node";
import { metaTitle } from "../../lib/meta-title";
import type { ProjectType } from "./projects-api";

const TITLE = { QR: "qrTitle", ALBUM: "albumsTitle", CODE: "codeTitle", WORLD: "worldTitle" } as const;

export const listMeta =
  (type: ProjectType): MetaFunction =>
  ({ matches }) =>
    metaTitle(matches, (r) => r.arProjects.lists[TITLE[type]]);
