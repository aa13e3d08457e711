import type { Widen } from "../widen";
import type { arProjectsEn } from "./ar-projects.en";

// Russian text of the ar projects (merged into ru.ts under `arProjects`).
export const arProjectsRu: Widen<typeof arProjectsEn> = {
  title: "AR-проекты",
};
