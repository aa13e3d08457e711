// The link of something published, written out, with "Copy link" and "Download QR" beside it: the
// publish dialog and the ARKit project step both hand a creator a link to print or send (issue 35:
// they showed only the code, or only the link). Without clipboard access (permissions, a plain-HTTP
// origin) the link stays selected on screen to copy by hand.
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../lib/cn";
import { buttonClasses } from "./button";
import { CheckIcon, CopyIcon, DownloadIcon } from "./icons";

export function LinkActions({
  link,
  qrSrc,
  qrFileName,
  linkTestId = "link-text",
  className,
}: {
  link: string;
  /** The QR image (SVG) to download. */
  qrSrc: string;
  qrFileName: string;
  linkTestId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<"yes" | "failed" | null>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("yes");
    } catch {
      setCopied("failed");
      const range = document.createRange();
      if (linkRef.current) range.selectNodeContents(linkRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
    }
  };
  return (
    <div className={cn("flex max-w-full flex-col items-center gap-2", className)} data-testid="link-actions">
      <a
        ref={linkRef}
        href={link}
        target="_blank"
        rel="noreferrer"
        className="max-w-full text-center text-sm font-medium break-all text-brand-700 underline-offset-2 hover:underline"
        data-testid={linkTestId}
      >
        {link}
      </a>
      <div className="flex flex-wrap justify-center gap-2">
        <button
          type="button"
          onClick={() => void copy()}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
          data-testid="copy-link"
        >
          {copied === "yes" ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          {t(copied === "yes" ? "common.linkActions.copied" : "common.linkActions.copy")}
        </button>
        <a
          href={qrSrc}
          download={qrFileName}
          className={buttonClasses({ variant: "secondary", size: "sm" })}
          data-testid="download-qr"
        >
          <DownloadIcon className="size-4" />
          {t("common.linkActions.downloadQr")}
        </a>
      </div>
      <p role="status" className="text-xs text-slate-500" data-testid="copy-status">
        {copied === "failed" ? t("common.linkActions.copyFailed") : ""}
      </p>
    </div>
  );
}
