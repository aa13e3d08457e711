import { router } from "../../trpc/init";
import { getPrintExportRoute } from "./get-print-export";
import { listPrintExportsRoute } from "./list-print-exports";
import { retryPrintExportRoute } from "./retry-print-export";
import { startPrintExportRoute } from "./start-print-export";

export const printRouter = router({ start: startPrintExportRoute, get: getPrintExportRoute, list: listPrintExportsRoute, retry: retryPrintExportRoute });
