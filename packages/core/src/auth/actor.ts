// Who acts in a service call: every access rule (cards/collection-access.ts, ar-projects/project-access.ts,
// packs/pack-access.ts, arkit/arkit-access.ts) takes one.

/** Who acts: the account, whether it administers, and the features it is entitled to (account/require-feature.ts). */
export type Actor = { id: number; isAdmin: boolean; features: readonly string[] };
