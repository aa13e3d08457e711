// The screens shown without a user (sign-in, sign-up, e-mail confirmation, the Google return) make
// a handful of calls and keep nothing in a cache, so they use the plain tRPC client: those pages
// then load neither react-query nor the tRPC hooks, which only signed-in screens need
// (TrpcProvider sits in components/layout/signed-in-frame.tsx).
import { createTRPCClient } from "@trpc/client";
import type { AppRouter } from "@ar/api";
import { apiLink } from "./links";

export const plainTrpc = createTRPCClient<AppRouter>({ links: [apiLink()] });
