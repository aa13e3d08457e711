// The encoded video with transparency chosen on the features step: a small muted preview (the
// encoded frame shows colour and alpha halves side by side), its size, and Remove.
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { CheckCircleIcon } from "../ui/icons";
import type { CardVideo } from "./features-form";

export function VideoSummary({ video, onRemove }: { video: CardVideo; onRemove(): void }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex max-w-xl items-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-3"
      data-testid="video-summary"
    >
      {video.src && (
        <video
          src={video.src}
          muted
          loop
          playsInline
          preload="metadata"
          className="h-16 w-24 shrink-0 rounded-md bg-slate-200 object-contain"
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
          <CheckCircleIcon className="size-4 shrink-0" />
          {t("wizard.features.video.ready")}
        </p>
        <p className="truncate text-xs text-slate-500" title={video.name}>
          {video.name}
          {video.width && video.height
            ? ` · ${t("wizard.features.video.size", { width: video.width, height: video.height })}`
            : ""}
        </p>
      </div>
      <Button variant="ghost" size="sm" onClick={onRemove} data-testid="video-remove">
        {t("wizard.features.video.remove")}
      </Button>
    </div>
  );
}
