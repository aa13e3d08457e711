// The link from an edit dialog to the admin history of what it edits.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { HistoryIcon } from "./admin-icons";

export function HistoryLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      <HistoryIcon className="size-4" />
      {children}
    </Link>
  );
}
