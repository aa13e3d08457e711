import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PacksPage } from "../components/packs/packs-page";
import { metaTitle } from "../lib/meta-title";
import { requireFeatureUser } from "../server/auth.server";

export const handle = { titleKey: "menu.stickers" };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.menu.stickers);

// Spec 2: sticker packs come with feature `wishes`; without it the page does not exist for the user.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireFeatureUser(request, "wishes");
  return null;
}

export default function StickerPacks() {
  return <PacksPage type="sticker" />;
}
