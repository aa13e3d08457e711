import type { MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { NotFound } from "../components/layout/not-found";
import { metaTitle } from "../lib/meta-title";

// Spec 2: any other path is the 404 page, without the side menu and header. The screens of later
// work (/cards-v2, /ar-qr, /admin/…) land here too until they exist.
export const handle = { bare: true };
export const loader = () => data(null, { status: 404 });
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.notFound.title);

export default function NotFoundRoute() {
  return <NotFound />;
}
