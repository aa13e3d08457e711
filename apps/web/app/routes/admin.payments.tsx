import type { MetaFunction } from "@remix-run/node";
import { PaymentsPage } from "../components/admin/payments-page";
import { metaTitle } from "../lib/meta-title";
import { queryOnlyChangesSkipLoader } from "../lib/query-only-revalidate";
import { adminPageLoader } from "../server/admin-page.server";

export const handle = { titleKey: "menu.payments" };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.menu.payments);

export const loader = adminPageLoader;

// Page, search and filter changes only touch the query string.
export const shouldRevalidate = queryOnlyChangesSkipLoader;

export default function AdminPayments() {
  return <PaymentsPage />;
}
