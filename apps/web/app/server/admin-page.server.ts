// The loader every admin list page shares (spec 2/6): admins only, anyone else is sent home. The
// page's data comes from the admin API, which checks the role again on every call.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "./auth.server";

export async function adminPageLoader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}
