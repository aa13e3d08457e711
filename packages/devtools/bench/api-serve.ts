// The API alone (the same fetch handler the web app mounts at /api) on a free port, in its own
// process so the load generator does not share its event loop. Prints `READY <url>`.
import { startApiServer } from "../src/testing/helpers/api-server";

const api = await startApiServer();
console.log(`READY ${api.url}`);
process.on("SIGTERM", () => void api.close().then(() => process.exit(0)));
