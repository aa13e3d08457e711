// Who is signed in, for loaders: the same session resolution as the API (cookie or bearer).
import { redirect } from "@remix-run/node";
import { resolveRequestAuth } from "@ar/api";
import { toUserDto, type FeatureId, type UserDto } from "@ar/core/account";

export async function getUser(request: Request, resHeaders: Headers = new Headers()): Promise<UserDto | null> {
  const { session } = await resolveRequestAuth(request, resHeaders);
  return session ? toUserDto(session.user) : null;
}

export async function requireUser(request: Request): Promise<UserDto> {
  const user = await getUser(request);
  if (!user) throw redirect("/auth/login");
  return user;
}

export async function requireAdmin(request: Request): Promise<UserDto> {
  const user = await requireUser(request);
  if (!user.isAdmin) throw redirect("/");
  return user;
}

/**
 * A screen that needs a feature (platform spec 2): without it the page does not exist for the user,
 * who goes home; the procedures behind it refuse the call too (docs/decisions/0013).
 */
export async function requireFeatureUser(request: Request, feature: FeatureId): Promise<UserDto> {
  const user = await requireUser(request);
  if (!user.features.includes(feature)) throw redirect("/");
  return user;
}
