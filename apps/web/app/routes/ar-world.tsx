import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { arViewerHost } from "../components/ar-projects/ar-host.server";
import { listMeta } from "../components/ar-projects/list-meta";
import { ProjectListPage } from "../components/ar-projects/project-list-page";
import { requireFeatureUser } from "../server/auth.server";

export const handle = { titleKey: "menu.arWorld" };
export const meta = listMeta("WORLD");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireFeatureUser(request, "world");
  return { arHost: arViewerHost() };
}

/** /ar-world: the WORLD AR projects (platform spec 2 "AR project lists"). */
export default function ArWorldProjects() {
  const { arHost } = useLoaderData<typeof loader>();
  return <ProjectListPage type="WORLD" arHost={arHost} />;
}
