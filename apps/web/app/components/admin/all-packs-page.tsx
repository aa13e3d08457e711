// Admin "All packs" (issue 23): every user's sticker and 3D-model packs, not only the admin's own,
// filtered by owner (start of name or e-mail), kind and access; the access select makes a
// creator's pack public and says so. Filters and page live in the query string.
import { keepPreviousData } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@ar/api";
import { cn } from "../../lib/cn";
import { trpc } from "../../trpc/client";
import { PackAccessSelect } from "../packs/pack-access-select";
import { Table, type TableColumn } from "../ui/table";
import { inputClasses } from "../ui/text-field";
import { LoadedList, ListPages, useListParams, useSearchTerm } from "./admin-list";
import { AdminPageHeader } from "./admin-page-header";
import { SearchField } from "./search-field";
import { useAdminFormats } from "./use-admin-formats";

type AdminPack = inferRouterOutputs<AppRouter>["admin"]["listPacks"]["data"][number];
const KINDS = ["all", "sticker", "model"] as const;
const ACCESS = ["all", "private", "public"] as const;
const pick = <T extends string>(list: readonly T[], v: string | null): T =>
  (list as readonly (string | null)[]).includes(v) ? (v as T) : list[0]!;

export function AllPacksPage() {
  const { t } = useTranslation();
  const f = useAdminFormats();
  const utils = trpc.useUtils();
  const kindId = useId();
  const accessId = useId();
  const { params, page, setFilters } = useListParams();
  const owner = params.get("owner") ?? "";
  const kind = pick(KINDS, params.get("type"));
  const access = pick(ACCESS, params.get("access"));
  const [term, setTerm] = useSearchTerm("owner");

  const list = trpc.admin.listPacks.useQuery(
    {
      page,
      ...(owner ? { owner } : {}),
      ...(kind !== "all" ? { type: kind } : {}),
      ...(access !== "all" ? { access } : {}),
    },
    { placeholderData: keepPreviousData },
  );

  const columns: TableColumn<AdminPack>[] = [
    {
      id: "name",
      header: t("adminTools.packs.columns.name"),
      rowHeader: true,
      className: "min-w-40",
      cell: (p) => (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900">{p.name}</span>
          <span className="text-xs text-slate-500">{f.shortDate(p.createdAt)}</span>
        </span>
      ),
    },
    {
      id: "owner",
      header: t("adminTools.packs.columns.owner"),
      className: "min-w-48",
      cell: (p) =>
        p.owner ? (
          <span className="flex flex-col">
            <span>{p.owner.name}</span>
            <span className="break-words text-xs text-slate-500">{p.owner.email}</span>
          </span>
        ) : (
          <span className="text-slate-500">{t("adminTools.packs.noOwner")}</span>
        ),
    },
    { id: "kind", header: t("adminTools.packs.columns.kind"), cell: (p) => t(`adminTools.packs.kinds.${p.type}`) },
    {
      id: "items",
      header: t("adminTools.packs.columns.items"),
      align: "right",
      className: "tabular-nums",
      cell: (p) => f.number(p.itemsCount),
    },
    {
      id: "access",
      header: t("adminTools.packs.columns.access"),
      className: "min-w-52",
      cell: (p) => <PackAccessSelect pack={p} compact onChanged={() => void utils.admin.listPacks.invalidate()} />,
    },
  ];

  const select = (
    id: string,
    label: string,
    value: string,
    options: readonly string[],
    text: (o: string) => string,
    key: string,
  ) => (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => setFilters({ [key]: e.target.value === "all" ? undefined : e.target.value, page: 1 })}
        className={cn(inputClasses, "w-auto pr-8")}
        data-testid={`packs-filter-${key}`}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={t("adminTools.packs.allTitle")} intro={t("adminTools.packs.allIntro")} />
      <div className="flex flex-wrap items-center gap-3">
        <SearchField
          label={t("adminTools.packs.search")}
          placeholder={t("adminTools.packs.searchPlaceholder")}
          value={term}
          onChange={setTerm}
          className="w-full max-w-xs"
        />
        {select(kindId, t("adminTools.packs.kind"), kind, KINDS, (o) => t(`adminTools.packs.kinds.${o}`), "type")}
        {select(
          accessId,
          t("adminTools.packs.access"),
          access,
          ACCESS,
          (o) => t(`adminTools.packs.accessFilter.${o}`),
          "access",
        )}
      </div>
      <LoadedList query={list} texts="adminTools.packs">
        {(data) => (
          <>
            <Table
              caption={t("adminTools.packs.caption")}
              captionHidden
              columns={columns}
              rows={data.data}
              rowKey={(p) => p.id}
              rowProps={(p) => ({ "data-testid": `admin-pack-${p.id}` })}
              empty={t("adminTools.packs.empty")}
              busy={list.isPlaceholderData}
              data-testid="all-packs-table"
            />
            <ListPages pageCount={data.pageCount} />
          </>
        )}
      </LoadedList>
    </div>
  );
}
