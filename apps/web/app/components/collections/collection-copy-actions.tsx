// The collections list's "Restore" (archived view) and "Duplicate" row actions (issue 23): icon
// buttons calling cards.restore / cards.duplicate (core cards/collection-archive.ts; only the
// owner may). Both refresh the lists and report through the page's notice; a duplicate's notice
// links to the copy.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import { icon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { collectionHref, type ListType } from "./list-model";

export type ListNotice = { tone: "success" | "error"; content: ReactNode };

const buttonClass =
  "grid size-8 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-60";

const RestoreIcon = icon(<path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />);
const CopyIcon = icon(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </>,
);

export function RestoreCollectionButton({
  collectionId,
  date,
  onNotice,
}: {
  collectionId: number;
  date: string;
  onNotice(n: ListNotice): void;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const restore = trpc.cards.restore.useMutation({
    onSuccess: () => {
      void utils.cards.list.invalidate();
      onNotice({ tone: "success", content: t("collectionActions.restored") });
    },
    onError: () => onNotice({ tone: "error", content: t("collectionActions.restoreFailed") }),
  });
  return (
    <button
      type="button"
      aria-label={t("collectionActions.restoreLabel", { date })}
      title={t("collectionActions.restore")}
      disabled={restore.isPending}
      onClick={() => restore.mutate({ collectionId })}
      data-testid="collection-restore"
      className={buttonClass}
    >
      {restore.isPending ? <Spinner className="size-4" /> : <RestoreIcon className="size-4" />}
    </button>
  );
}

export function DuplicateCollectionButton({
  collectionId,
  type,
  date,
  onNotice,
}: {
  collectionId: number;
  type: ListType;
  date: string;
  onNotice(n: ListNotice): void;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const duplicate = trpc.cards.duplicate.useMutation({
    onSuccess: (copy) => {
      void utils.cards.list.invalidate();
      onNotice({
        tone: "success",
        content: (
          <>
            {t("collectionActions.duplicated")}{" "}
            <Link
              to={collectionHref(type, copy.id)}
              className="font-medium underline underline-offset-2"
              data-testid="collection-open-copy"
            >
              {t("collectionActions.openCopy")}
            </Link>
          </>
        ),
      });
    },
    onError: (e) =>
      onNotice({
        tone: "error",
        content: t(
          readApiError(e).code === "TOO_MANY_REQUESTS"
            ? "collectionActions.tooMany"
            : "collectionActions.duplicateFailed",
        ),
      }),
  });
  return (
    <button
      type="button"
      aria-label={t("collectionActions.duplicateLabel", { date })}
      title={t("collectionActions.duplicate")}
      disabled={duplicate.isPending}
      onClick={() => duplicate.mutate({ collectionId })}
      data-testid="collection-duplicate"
      className={buttonClass}
    >
      {duplicate.isPending ? <Spinner className="size-4" /> : <CopyIcon className="size-4" />}
    </button>
  );
}
