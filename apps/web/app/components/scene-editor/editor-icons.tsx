// Toolbar icons the UI kit does not have (same 24 px stroke style as components/ui/icons.tsx).
import type { SVGProps } from "react";

// Copy and download are the UI kit's (components/ui/icons.tsx), re-exported for the toolbar's imports.
export { CopyIcon, DownloadIcon } from "../ui/icons";

type P = SVGProps<SVGSVGElement>;
const base = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

export const UndoIcon = ({ className = "size-4", ...rest }: P) => (
  <svg {...base} className={className} {...rest}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </svg>
);
export const RedoIcon = ({ className = "size-4", ...rest }: P) => (
  <svg {...base} className={className} {...rest}>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </svg>
);
export const MoveIcon = ({ className = "size-4", ...rest }: P) => (
  <svg {...base} className={className} {...rest}>
    <path d="M12 2v20M2 12h20M12 2l-3 3M12 2l3 3M12 22l-3-3M12 22l3-3M2 12l3-3M2 12l3 3M22 12l-3-3M22 12l-3 3" />
  </svg>
);
export const RotateIcon = ({ className = "size-4", ...rest }: P) => (
  <svg {...base} className={className} {...rest}>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </svg>
);
export const ScaleIcon = ({ className = "size-4", ...rest }: P) => (
  <svg {...base} className={className} {...rest}>
    <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
  </svg>
);
export const ModelIcon = ({ className = "size-4", ...rest }: P) => (
  <svg {...base} className={className} {...rest}>
    <path d="M12 2 3 7v10l9 5 9-5V7z" />
    <path d="m3 7 9 5 9-5M12 12v10" />
  </svg>
);
export const VideoIcon = ({ className = "size-4", ...rest }: P) => (
  <svg {...base} className={className} {...rest}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m10 9 5 3-5 3z" />
  </svg>
);
export const AudioIcon = ({ className = "size-4", ...rest }: P) => (
  <svg {...base} className={className} {...rest}>
    <path d="M9 18V5l11-2v13" />
    <circle cx="6" cy="18" r="3" />
    <circle cx="17" cy="16" r="3" />
  </svg>
);
export const FrameIcon = ({ className = "size-4", ...rest }: P) => (
  <svg {...base} className={className} {...rest}>
    <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);

export const ResetViewIcon = ({ className = "size-4", ...rest }: P) => (
  <svg {...base} className={className} {...rest}>
    <path d="M4 12a8 8 0 1 0 2.34-5.66" />
    <path d="M4 4v4h4" />
  </svg>
);
