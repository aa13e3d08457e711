// GET /code-preview: the code editor's sandboxed preview document (see code-preview.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { codePreviewDocument } from "../server/code-preview.server";

export function loader({ request }: LoaderFunctionArgs) {
  const doc = codePreviewDocument(request.url);
  return new Response(doc.body, { status: doc.status, headers: doc.headers });
}
