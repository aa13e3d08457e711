// Every /api/* request (tRPC at /api/trpc and the documented REST paths) goes to the API package.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleApiRequest } from "../server/api.server";

type Ctx = { clientIp?: string };

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  handleApiRequest(request, { ip: (context as Ctx).clientIp ?? "unknown" });
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApiRequest(request, { ip: (context as Ctx).clientIp ?? "unknown" });
