import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "../root";

/** The root loader's {user, locale, config}; every screen renders below root, so it is always there. */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root loader data is missing");
  return data;
}
