import type { ReactNode } from "react";
import type { UserDto } from "@ar/core";

export function AppShell(props: { user: UserDto; config: Record<string, string>; locale: string; children: ReactNode }) {
  return <div className="min-h-screen">{props.children}</div>;
}
