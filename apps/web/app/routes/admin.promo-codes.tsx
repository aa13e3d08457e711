import type { MetaFunction } from "@remix-run/node";
import { PromoCodesPage } from "../components/admin/promo-codes-page";
import { metaTitle } from "../lib/meta-title";
import { queryOnlyChangesSkipLoader } from "../lib/query-only-revalidate";
import { adminPageLoader } from "../server/admin-page.server";

export const handle = { titleKey: "adminTools.promo.title" };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.adminTools.promo.title);

export const loader = adminPageLoader;

// Page, search and filter changes only touch the query string.
export const shouldRevalidate = queryOnlyChangesSkipLoader;

export default function AdminPromoCodes() {
  return <PromoCodesPage />;
}
