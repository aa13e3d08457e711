// English text of the ar projects (merged into en.ts under `arProjects`).
export const arProjectsEn = {
  title: "AR projects",
} as const;
