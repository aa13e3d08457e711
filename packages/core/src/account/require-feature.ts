// Entitlements: the features an administrator grants an account (platform spec 3: arkit, wishes,
// ar-albums, ar-qr, code, world). The screens hide what a feature opens; the procedures refuse it
// (docs/decisions/0013). Administrators are no exception: features are what an account is
// entitled to use, isAdmin what it may manage, and an admin grants itself features on the
// accounts page.
import { AppError } from "../errors/app-error";
import type { FeatureId } from "./user-dto";

export type EntitledActor = { features: readonly string[] };

export function hasFeature(actor: EntitledActor, feature: FeatureId): boolean {
  return actor.features.includes(feature);
}

/** 403 FEATURE_REQUIRED unless the account has the feature. */
export function requireFeature(actor: EntitledActor, feature: FeatureId): void {
  if (!hasFeature(actor, feature))
    throw new AppError("FEATURE_REQUIRED", `Your account does not include the feature "${feature}"`);
}
