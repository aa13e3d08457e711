import { useTranslation } from "react-i18next";
import { Spinner } from "../ui/spinner";

/** Full-screen wait (spec 2: shown while the account status loads; also the auth hand-over screens). */
export function LoadingScreen({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
      className="grid min-h-screen place-items-center bg-slate-50 p-6"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <Spinner className="size-8 text-brand-600" />
        <p className="text-sm font-medium text-slate-600">{message ?? t("app.loading")}</p>
      </div>
    </div>
  );
}
