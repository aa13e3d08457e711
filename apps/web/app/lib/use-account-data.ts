// {registerAllowed, googleSignIn} for the sign-in screens (spec 7: GET /api/account/data; the
// tRPC procedure is account.signInOptions — see the comment in the account router).
import { trpc } from "../trpc/client";

export type AccountData = { registerAllowed: boolean; googleSignIn: boolean };

export function useAccountData() {
  return trpc.account.signInOptions.useQuery(undefined, { staleTime: 60_000 });
}
