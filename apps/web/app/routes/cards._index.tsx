import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CollectionListPage } from "../components/collections/collection-list-page";
import { metaTitle } from "../lib/meta-title";
import { requireUser } from "../server/auth.server";

export const handle = { titleKey: "menu.cards" };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.collections.classicTitle);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

/** /cards: the classic collections (platform spec 2). */
export default function ClassicCollections() {
  return <CollectionListPage type="classic" />;
}
