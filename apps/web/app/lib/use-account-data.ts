// {registerAllowed, googleSignIn} for the sign-in screens (spec 7: GET /api/account/data; the
// tRPC procedure is account.signInOptions — see the comment in the account router). Asked through
// the plain tRPC client (trpc/plain-client.ts) and kept for a minute, so going between sign-in and
// sign-up does not ask again; one retry, as the signed-in screens' queries have.
import { useEffect, useState } from "react";
import { plainTrpc } from "../trpc/plain-client";

export type AccountData = { registerAllowed: boolean; googleSignIn: boolean };

const FRESH_MS = 60_000;
let last: { at: number; data: AccountData } | undefined;
let pending: Promise<AccountData> | undefined;

function fetchAccountData(): Promise<AccountData> {
  const ask = () => plainTrpc.account.signInOptions.query();
  pending ??= ask()
    .catch(ask)
    .then((data) => {
      last = { at: Date.now(), data };
      return data;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

export function useAccountData(): { data: AccountData | undefined } {
  // Starts from the last answer (on a client navigation); at hydration there is none yet, as on the server.
  const [data, setData] = useState(() => last?.data);
  useEffect(() => {
    if (last && Date.now() - last.at < FRESH_MS) return;
    let mounted = true;
    fetchAccountData().then(
      (fresh) => {
        if (mounted) setData(fresh);
      },
      // Unanswered, the screens show what needs no answer (no Google button, no sign-up link).
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return { data };
}
