import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { AccountsPage } from "../components/admin/accounts-page";
import { metaTitle } from "../lib/meta-title";
import { requireAdmin } from "../server/auth.server";

export const handle = { titleKey: "menu.accounts" };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.menu.accounts);

// Spec 2/6: admins only; anyone else is sent home. The data itself comes from the admin API,
// which checks the role again on every call.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

// Page and filter changes only touch the query string; the role check need not run again for them.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && !formMethod ? false : defaultShouldRevalidate;

export default function AdminAccounts() {
  return <AccountsPage />;
}
