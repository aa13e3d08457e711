import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { arViewerHost } from "../components/ar-projects/ar-host.server";
import { listMeta } from "../components/ar-projects/list-meta";
import { ProjectListPage } from "../components/ar-projects/project-list-page";
import { requireFeatureUser } from "../server/auth.server";

export const handle = { titleKey: "menu.code" };
export const meta = listMeta("CODE");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireFeatureUser(request, "code");
  return { arHost: arViewerHost() };
}

/** /code: the CODE AR projects (platform spec 2 "AR project lists"). */
export default function CodeProjects() {
  const { arHost } = useLoaderData<typeof loader>();
  return <ProjectListPage type="CODE" arHost={arHost} />;
}
