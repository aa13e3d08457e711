import type { SessionUser } from "../auth/sessions";

/** The User of spec 3 as both doors answer it: the session's user, its creation time as ISO text. */
export type UserDto = Omit<SessionUser, "createdAt"> & { createdAt: string };

export const userSelect = {
  id: true,
  name: true,
  email: true,
  isAdmin: true,
  features: true,
  cardsBalance: true,
  customDomain: true,
  createdAt: true,
} as const satisfies Record<keyof SessionUser, true>;

export function toUserDto(u: SessionUser): UserDto {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    isAdmin: u.isAdmin,
    features: u.features,
    cardsBalance: u.cardsBalance,
    customDomain: u.customDomain,
    createdAt: u.createdAt.toISOString(),
  };
}

export const FEATURE_IDS = ["arkit", "wishes", "ar-albums", "ar-qr", "code", "world"] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];
