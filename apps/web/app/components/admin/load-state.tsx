// What an admin list shows before it has rows: a spinner while loading, or the error with a retry.
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Spinner } from "../ui/spinner";

export function LoadState({
  state,
  loadingText,
  errorText,
  retryText,
  onRetry,
}: {
  state: "loading" | "error";
  loadingText: string;
  errorText: string;
  retryText: string;
  onRetry(): void;
}) {
  if (state === "loading") {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500">
        <Spinner className="size-4" />
        {loadingText}
      </p>
    );
  }
  return (
    <Alert tone="error">
      <span className="flex flex-wrap items-center gap-3">
        {errorText}
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {retryText}
        </Button>
      </span>
    </Alert>
  );
}
