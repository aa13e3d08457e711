import type { Widen } from "../widen";
import type { arkitEn } from "./arkit.en";

// Russian text of the arkit projects (merged into ru.ts under `arkit`).
export const arkitRu: Widen<typeof arkitEn> = {
  title: "ARKit-проекты",
};
