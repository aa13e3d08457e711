import type { ReactNode } from "react";
import { TrpcProvider } from "../../trpc/provider";
import { AppShell, type AppShellProps } from "./app-shell";

type SignedInFrameProps = Omit<AppShellProps, "children"> & { bare: boolean; children: ReactNode };

/**
 * What every signed-in screen sits in: the react-query/tRPC provider its data hooks need and,
 * unless the route is bare, the side menu and header. root.tsx loads it lazily
 * (lib/lazy-signed-in-frame.ts), so the pages shown without a user download none of it.
 */
export function SignedInFrame({ bare, children, ...shell }: SignedInFrameProps) {
  return <TrpcProvider>{bare ? children : <AppShell {...shell}>{children}</AppShell>}</TrpcProvider>;
}
