// The CSP nonce of the current server render (server.ts makes one per response; entry.server
// provides it). In the browser there is none: the boot scripts have run by then.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
