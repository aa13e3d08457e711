import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PacksPage } from "../components/packs/packs-page";
import { metaTitle } from "../lib/meta-title";
import { requireFeatureUser } from "../server/auth.server";

export const handle = { titleKey: "menu.models" };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.menu.models);

// Spec 2: 3D-model packs come with feature `wishes`; without it the page does not exist for the user.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireFeatureUser(request, "wishes");
  return null;
}

export default function ModelPacks() {
  return <PacksPage type="model" />;
}
