import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { CollectionEditor } from "../components/collections/collection-editor";
import { metaTitle } from "../lib/meta-title";
import { requireUser } from "../server/auth.server";

// Card editors show without the side menu and header (platform spec 2); the editor has its own bar.
export const handle = { bare: true, titleKey: "menu.cards" };
export const meta: MetaFunction = ({ matches, params }) =>
  metaTitle(matches, (r) =>
    params.collectionId === "new" ? r.collections.editor.newTitle : r.collections.editor.title,
  );

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

/** /cards/{collectionId}: the classic collection editor; `new` starts an empty collection. */
export default function ClassicCollectionEditor() {
  const { collectionId } = useParams();
  return <CollectionEditor param={collectionId} />;
}
