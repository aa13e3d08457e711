import type { SessionUser } from "../auth/sessions";

/** The User of spec 3 as both doors answer it. */
export type UserDto = {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  features: string[];
  cardsBalance: number;
  customDomain: string | null;
  createdAt: string;
};

export const userSelect = {
  id: true,
  name: true,
  email: true,
  isAdmin: true,
  features: true,
  cardsBalance: true,
  customDomain: true,
  createdAt: true,
} as const;

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
