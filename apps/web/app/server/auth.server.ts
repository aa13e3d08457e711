// Who is signed in, for loaders: the same session resolution as the API (cookie or bearer).
import { redirect } from "@remix-run/node";
import { resolveRequestAuth } from "@ar/api";
import { toUserDto, type UserDto } from "@ar/core";

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
