import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * For list pages whose page, search and filter changes only touch the query string: the loader
 * (a role check) need not run again for them; anything else revalidates as usual.
 */
export const queryOnlyChangesSkipLoader: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname && !formMethod ? false : defaultShouldRevalidate);
