// GET /api/public/arkit/{id}: the server's own type (packages/core/src/arkit/public-arkit-types.ts,
// server-free and imported as a type only, so the viewer's bundle and type check reach no server code).
export type { PublicArkit } from "@ar/core/arkit/public-types";
