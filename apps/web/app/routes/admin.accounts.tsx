import type { MetaFunction } from "@remix-run/node";
import { AccountsPage } from "../components/admin/accounts-page";
import { metaTitle } from "../lib/meta-title";
import { queryOnlyChangesSkipLoader } from "../lib/query-only-revalidate";
import { adminPageLoader } from "../server/admin-page.server";

export const handle = { titleKey: "menu.accounts" };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.menu.accounts);

export const loader = adminPageLoader;

// Page, search and filter changes only touch the query string.
export const shouldRevalidate = queryOnlyChangesSkipLoader;

export default function AdminAccounts() {
  return <AccountsPage />;
}
