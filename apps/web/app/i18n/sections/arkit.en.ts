// English text of the arkit projects (merged into en.ts under `arkit`).
export const arkitEn = {
  title: "ARKit projects",
} as const;
