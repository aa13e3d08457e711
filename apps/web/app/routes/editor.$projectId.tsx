import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { arViewerHost } from "../components/ar-projects/ar-host.server";
import { EditorShell } from "../components/ar-projects/editor-shell";
import { metaTitle } from "../lib/meta-title";
import { requireUser } from "../server/auth.server";

// The AR editor shows without the side menu and header (platform spec 2); it has its own bar.
export const handle = { bare: true, titleKey: "menu.arProjects" };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.arProjects.editor.title);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return { arHost: arViewerHost() };
}

/** /editor/{projectId}: the AR project editor shell hosting the scene and code editors. */
export default function ArProjectEditor() {
  const { projectId } = useParams();
  const { arHost } = useLoaderData<typeof loader>();
  const id = Number(projectId);
  // Remounted per project, so no state of one project leaks into the next.
  return <EditorShell key={projectId} projectId={Number.isSafeInteger(id) && id > 0 ? id : null} arHost={arHost} />;
}
