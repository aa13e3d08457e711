import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useParams, useSearchParams } from "@remix-run/react";
import { CardWizard } from "../components/wizard/card-wizard";
import { parseOrderParam } from "../components/wizard/wizard-steps";
import { metaTitle } from "../lib/meta-title";
import { requireUser } from "../server/auth.server";

// Card editors show without the side menu and header (platform spec 2); the wizard has its own bar.
export const handle = { bare: true, titleKey: "menu.cards" };
export const meta: MetaFunction = ({ matches, params }) =>
  metaTitle(matches, (r) => (params.collectionId === "new" ? r.wizard.newTitle : r.wizard.title));

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

/** /cards-v2/{collectionId}[?order=[&print=1]]: the card wizard (print=1: a paid order's print view); `new` starts a new collection (editors spec 2). */
export default function CardWizardRoute() {
  const { collectionId } = useParams();
  const [search] = useSearchParams();
  return (
    <CardWizard
      param={collectionId}
      orderParam={parseOrderParam(search.get("order"))}
      printParam={search.get("print") === "1"}
    />
  );
}
