// A text link that opens in a new tab, marked by the external-link icon after its text.
import type { AnchorHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { ExternalLinkIcon } from "./icons";

export function ExternalLink({
  rel = "noreferrer",
  className,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      target="_blank"
      rel={rel}
      className={cn("inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline", className)}
      {...rest}
    >
      {children}
      <ExternalLinkIcon className="size-4" />
    </a>
  );
}
