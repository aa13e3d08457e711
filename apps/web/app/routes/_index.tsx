import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { DayChart } from "../components/home/day-chart";
import { FeatureTiles } from "../components/home/feature-tiles";
import { Alert } from "../components/ui/alert";
import { fillDays } from "../lib/fill-days";
import { metaTitle } from "../lib/meta-title";
import { useRootData } from "../lib/use-root-data";
import { trpc } from "../trpc/client";

export const handle = { titleKey: "menu.home" };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.menu.home);

const CHART_DAYS = 30;

export default function Home() {
  const { t } = useTranslation();
  const { user } = useRootData();
  const stats = trpc.stats.all.useQuery();
  const features = user?.features ?? [];
  const empty = stats.data ? stats.data.cards.collections.length === 0 && stats.data.arProjects.count === 0 : undefined;
  const views = stats.data ? fillDays(stats.data.cards.visits, CHART_DAYS) : undefined;
  const usages = stats.data ? fillDays(stats.data.cards.usings, CHART_DAYS) : undefined;

  return (
    <div className="flex flex-col gap-8">
      <header>
        <p className="text-sm font-medium text-brand-600">{t("home.title")}</p>
        {empty === undefined ? (
          <div aria-hidden="true" className="mt-2 flex flex-col gap-2">
            <div className="h-8 w-72 max-w-full animate-pulse rounded-lg bg-slate-200/70" />
          </div>
        ) : (
          <h1
            data-testid="home-heading"
            className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
          >
            {t(empty ? "home.emptyHeading" : "home.welcome")}
          </h1>
        )}
      </header>

      {/* Spec 2: the balance block exists on the home screen but is hidden. */}
      <section hidden data-testid="balance">
        <h2>{t("home.balance")}</h2>
        <p>{user?.cardsBalance ?? 0}</p>
      </section>

      <section aria-labelledby="functions-heading">
        <h2 id="functions-heading" data-testid="home-subheading" className="mb-4 text-lg font-semibold text-slate-900">
          {empty === undefined ? (
            <span className="sr-only">{t("app.loading")}</span>
          ) : (
            t(empty ? "home.emptySub" : "home.availableFunctions")
          )}
        </h2>
        <FeatureTiles features={features} />
      </section>

      {stats.isError && <Alert tone="error">{t("errors.generic")}</Alert>}

      <section className="grid gap-6 lg:grid-cols-2">
        <DayChart
          testId="chart-views"
          title={t("home.viewsChart")}
          seriesLabel={t("home.views")}
          points={views}
          loading={stats.isLoading}
        />
        <DayChart
          testId="chart-usages"
          title={t("home.usagesChart")}
          seriesLabel={t("home.usages")}
          points={usages}
          loading={stats.isLoading}
        />
      </section>
    </div>
  );
}
