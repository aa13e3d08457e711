import { router } from "../../trpc/init";
import { listArkitProjectsRoute } from "./list-arkit-projects";

// Creating and updating carry a GLB file, so they are REST-only (docs/decisions/0007).
export const arkitRouter = router({ list: listArkitProjectsRoute });
