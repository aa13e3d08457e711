// The boot chunk: route, texts, status line. It hands over to the page's own start module
// (dynamic import): the project viewer's is small and asks for the camera before three.js and
// the tracker load; the card pages (src/card/) load theirs.
import "./viewer.css";
import { lang } from "./shell/i18n";
import { currentRoute } from "./shell/route";
import { createStatusLine } from "./shell/status";
import { showPublicPage } from "./shell/public-page";

lang(); // sets <html lang> before anything is read aloud
const root = document.getElementById("viewer")!;
const status = createStatusLine(document.getElementById("status")!);
const route = currentRoute();

if (route.kind === "project") {
  void import("./project/start").then(
    (m) => m.startProject({ root, status, projectId: route.id, clip: route.clip }),
    () => showPublicPage(root, "error"),
  );
} else if (route.kind === "card") {
  void import("./card/main").then(
    (m) => m.startCard({ root, status, cardId: route.cardId }),
    () => showPublicPage(root, "error"),
  );
} else if (route.kind === "arkit") {
  void import("./arkit/main").then(
    (m) => m.startArkit({ root, status, id: route.id }),
    () => showPublicPage(root, "error"),
  );
} else {
  showPublicPage(root, "project-missing");
}
