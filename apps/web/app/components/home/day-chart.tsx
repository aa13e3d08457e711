import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useTranslation } from "react-i18next";
import { yTicks } from "../../lib/chart-axis";
import type { DayPoint } from "../../lib/fill-days";
import { ClientOnly } from "../layout/client-only";
import { Card, CardBody, CardHeader } from "../ui/card";
import { Spinner } from "../ui/spinner";

const HEIGHT = 240;
const BRAND = "#2856e0";

function dayLabel(day: string, locale: string, withYear = false): string {
  // Day strings are UTC dates; formatting them in UTC keeps the same calendar day everywhere.
  return new Intl.DateTimeFormat(locale, {
    day: "2-digit",
    month: "2-digit",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** One of the home charts: a count per day with the spec's y-axis steps (spec 9). */
export function DayChart({
  title,
  seriesLabel,
  points,
  loading,
  testId,
}: {
  title: string;
  /** The short name of the value in the tooltip ("Views"). */
  seriesLabel: string;
  points: DayPoint[] | undefined;
  loading: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const max = Math.max(0, ...(points ?? []).map((p) => p.count));
  const ticks = yTicks(max);
  const total = (points ?? []).reduce((sum, p) => sum + p.count, 0);
  const placeholder = (
    <div className="grid place-items-center" style={{ height: HEIGHT }}>
      <Spinner className="size-6 text-slate-300" />
    </div>
  );
  return (
    <Card data-testid={testId}>
      <CardHeader
        title={title}
        description={t("home.last30Days")}
        actions={
          points && (
            <span className="text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
              {total.toLocaleString(locale)}
            </span>
          )
        }
      />
      <CardBody className="relative pt-4 pr-6 pl-2">
        {/* Before the chart in the page, so the chart's tooltip paints over it. */}
        {points && total === 0 && !loading && (
          <p className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 text-center">
            <span className="rounded-full bg-white/90 px-3 py-1 text-sm text-slate-500">{t("home.noData")}</span>
          </p>
        )}
        {loading || !points ? (
          placeholder
        ) : (
          <ClientOnly fallback={placeholder}>
            {() => (
              <ResponsiveContainer width="100%" height={HEIGHT}>
                <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                  <CartesianGrid vertical={false} stroke="#e2e8f0" />
                  <XAxis
                    dataKey="day"
                    tickFormatter={(d: string) => dayLabel(d, locale)}
                    tick={{ fontSize: 11, fill: "#64748b" }}
                    tickLine={false}
                    axisLine={{ stroke: "#cbd5e1" }}
                    interval="preserveStartEnd"
                    minTickGap={16}
                  />
                  <YAxis
                    domain={[0, ticks[ticks.length - 1] ?? 0]}
                    ticks={ticks}
                    allowDecimals={false}
                    tick={{ fontSize: 11, fill: "#64748b" }}
                    tickLine={false}
                    axisLine={false}
                    width={44}
                  />
                  <Tooltip
                    labelFormatter={(d) => dayLabel(String(d), locale, true)}
                    formatter={(v) => [Number(v).toLocaleString(locale), seriesLabel]}
                    contentStyle={{ borderRadius: 10, borderColor: "#e2e8f0", fontSize: 12 }}
                    wrapperStyle={{ zIndex: 10 }}
                  />
                  <Line
                    type="monotone"
                    dataKey="count"
                    stroke={BRAND}
                    strokeWidth={2}
                    dot={false}
                    activeDot={{ r: 4 }}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            )}
          </ClientOnly>
        )}
      </CardBody>
    </Card>
  );
}
