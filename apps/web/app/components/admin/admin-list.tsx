// What the admin list pages share around their tables: the page and filters in the query string,
// the search box's text that reaches the URL once typing pauses, the LoadState shown until the
// rows are there, and the pages under a paged table.
import { useSearchParams } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "../ui/pagination";
import { LoadState } from "./load-state";
import { readPage, withParams } from "./search-params";
import { usePaginationLabels } from "./use-admin-formats";
import { useDebouncedValue } from "./use-debounced-value";
import { useLeaving } from "./use-leaving";

// Search and filter edits replace the history entry and keep the scroll position; a page change is
// a step of its own (Back returns to the previous page) and opens at the top.
export const NAV = { replace: true, preventScrollReset: true } as const;

type Values = Record<string, string | number | boolean | undefined>;

/** The query string of a list page: its page, filter edits and page changes. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  return {
    params,
    page: readPage(params),
    setFilters: (values: Values) => setParams((prev) => withParams(prev, values), NAV),
    setPage: (page: number) => setParams((prev) => withParams(prev, { page })),
  };
}

/**
 * The text of a search box whose URL key follows once typing pauses, so the server's search runs
 * once the admin stops; a new search starts at its first page.
 */
export function useSearchTerm(key: string): [string, (term: string) => void] {
  const { params, setFilters } = useListParams();
  const current = params.get(key) ?? "";
  const [term, setTerm] = useState(current);
  const debounced = useDebouncedValue(term, 300);
  const leaving = useLeaving();
  // Only a settled new term moves the URL (so not `current` in the dependencies: a URL change must
  // not push an older term back).
  useEffect(() => {
    const next = debounced.trim();
    if (next !== current && !leaving) setFilters({ [key]: next, page: 1 });
  }, [debounced]);
  return [term, setTerm];
}

/** A page past the end (fewer rows since, a filter turned on, a hand-edited URL) moves to the last page. */
export function useLastPageClamp(list: { data?: { pageCount: number }; isPlaceholderData: boolean }, page: number) {
  const [, setParams] = useSearchParams();
  const pageCount = list.data?.pageCount;
  useEffect(() => {
    if (pageCount !== undefined && !list.isPlaceholderData && page > pageCount)
      setParams((prev) => withParams(prev, { page: pageCount }), NAV);
  }, [pageCount, page, list.isPlaceholderData, setParams]);
}

type ListQuery<T> = { isPending: boolean; isError: boolean; data: T | undefined; refetch(): unknown };

/** The rows once loaded, else a spinner or the error with a retry, worded by `texts`.loading / .loadFailed / .retry. */
export function LoadedList<T>({
  query,
  texts,
  children,
}: {
  query: ListQuery<T>;
  texts: string;
  children(data: T): ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending || query.isError)
    return (
      <LoadState
        state={query.isPending ? "loading" : "error"}
        loadingText={t(`${texts}.loading`)}
        errorText={t(`${texts}.loadFailed`)}
        retryText={t(`${texts}.retry`)}
        onRetry={() => void query.refetch()}
      />
    );
  return <>{children(query.data as T)}</>;
}

/** The pages under a paged admin table. */
export function ListPages({ pageCount, "data-testid": testId }: { pageCount: number; "data-testid"?: string }) {
  const labels = usePaginationLabels();
  const { page, setPage } = useListParams();
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={setPage}
      labels={labels}
      className="max-w-md"
      data-testid={testId}
    />
  );
}
