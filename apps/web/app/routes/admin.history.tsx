import type { MetaFunction } from "@remix-run/node";
import { HistoryPage } from "../components/admin/history-page";
import { metaTitle } from "../lib/meta-title";
import { queryOnlyChangesSkipLoader } from "../lib/query-only-revalidate";
import { adminPageLoader } from "../server/admin-page.server";

export const handle = { titleKey: "admin.history.title" };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.admin.history.title);

export const loader = adminPageLoader;

// Page, search and filter changes only touch the query string.
export const shouldRevalidate = queryOnlyChangesSkipLoader;

export default function AdminHistory() {
  return <HistoryPage />;
}
