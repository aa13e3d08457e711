// A pack's or an item's picture: an image, or (a sticker without a thumbnail) its looping video;
// a type icon when there is nothing to show or it does not load.
import { useState } from "react";
import { cn } from "../../lib/cn";
import { CubeIcon, StickerIcon } from "../ui/icons";
import { isVideoName, type PackType } from "./pack-files";

export function PackMedia({
  type,
  src,
  kind,
  alt,
  className,
}: {
  type: PackType;
  src: string | null | undefined;
  /** Guessed from the URL when not given. */
  kind?: "image" | "video";
  alt: string;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    const Icon = type === "model" ? CubeIcon : StickerIcon;
    return (
      <div className={cn("grid size-full place-items-center text-slate-300", className)} role="img" aria-label={alt}>
        <Icon className="size-1/3 max-h-12 max-w-12" />
      </div>
    );
  }
  if ((kind ?? (isVideoName(src) ? "video" : "image")) === "video") {
    return (
      <div className={cn("size-full", className)} role="img" aria-label={alt}>
        {/* Stickers are short silent loops; autoplay is allowed because they are muted. */}
        <video
          src={src}
          className="size-full object-contain"
          muted
          loop
          autoPlay
          playsInline
          preload="metadata"
          onError={() => setFailed(src)}
          aria-hidden="true"
        />
      </div>
    );
  }
  // Previews are small (100 px stickers, 200 px models): shown at most at their own size, so a
  // large tile does not blur them by scaling up.
  return (
    <div className={cn("flex size-full items-center justify-center", className)}>
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        className="max-h-full max-w-full object-contain"
        onError={() => setFailed(src)}
      />
    </div>
  );
}
