import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { arViewerHost } from "../components/ar-projects/ar-host.server";
import { ArkitPage } from "../components/arkit/arkit-page";
import { metaTitle } from "../lib/meta-title";
import { requireFeatureUser } from "../server/auth.server";

export const handle = { titleKey: "arkit.title" };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.arkit.title);

// Platform spec 2: the ARKit entry needs feature `arkit`; without it the page does not exist for the user.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireFeatureUser(request, "arkit");
  return { arHost: arViewerHost() };
}

export default function ArkitRoute() {
  const { arHost } = useLoaderData<typeof loader>();
  return <ArkitPage arHost={arHost} />;
}
