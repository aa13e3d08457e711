// The host of AR links ({host}/{projectId}), for the list's "copy AR link" and the publish
// dialog's link text. The QR endpoint answers with an image, so the browser cannot read the link
// out of it; this is the same configuration it encodes (core project-qr.ts): AR_VIEWER_URL,
// else APP_URL. A custom domain is added by the publish dialog (platform spec 2).
import { getServerEnv } from "@ar/config";

export function arViewerHost(): string {
  const env = getServerEnv();
  return (env.AR_VIEWER_URL ?? env.APP_URL).replace(/\/+$/, "");
}
