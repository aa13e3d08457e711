// Icons of the design step the UI kit does not have, drawn like the kit's (24 px grid, stroke).
import type { SVGProps } from "react";

export function CropIcon({ className = "size-5", ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className} {...rest}>
      <path d="M6 2v14a2 2 0 0 0 2 2h14M18 22V8a2 2 0 0 0-2-2H2" />
    </svg>
  );
}
