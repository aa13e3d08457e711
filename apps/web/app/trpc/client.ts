import { createTRPCReact } from "@trpc/react-query";
import type { AppRouter } from "@ar/api";

export const trpc = createTRPCReact<AppRouter>();
