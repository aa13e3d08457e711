import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useMatches, useRouteError } from "@remix-run/react";
import { useChangeLanguage } from "remix-i18next/react";
import { useTranslation } from "react-i18next";
import styles from "./tailwind.css?url";
import { getUser } from "./server/auth.server";
import { getLocale } from "./i18n/i18next.server";
import { publicConfig } from "./server/public-config.server";
import { TrpcProvider } from "./trpc/provider";
import { AppShell } from "./components/layout/app-shell";
import { NavigationProgress } from "./components/layout/navigation-progress";
import { LoadingScreen } from "./components/layout/loading-screen";
import { NotFound } from "./components/layout/not-found";
import { useNonce } from "./lib/nonce";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }, { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const resHeaders = new Headers();
  const user = await getUser(request, resHeaders);
  const { pathname } = new URL(request.url);
  const onAuthScreen = pathname === "/auth" || pathname.startsWith("/auth/");
  // Navigation guard (spec 2): visitors only reach /auth; signed-in users never see it.
  if (!user && !onAuthScreen) throw redirect("/auth/login", { headers: resHeaders });
  if (user && onAuthScreen) throw redirect("/", { headers: resHeaders });
  return data({ user, locale: await getLocale(request), config: publicConfig() }, { headers: resHeaders });
}

export type RootData = ReturnType<typeof useLoaderData<typeof loader>>;
/** Routes that show without the side menu and header set `handle = { bare: true }`; `titleKey` names the page area in the header. */
export type RouteHandle = { bare?: boolean; titleKey?: string };

export function Layout({ children }: { children: React.ReactNode }) {
  const matches = useMatches();
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  const lang = root?.locale ?? "ru";
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { user, locale, config } = useLoaderData<typeof loader>();
  useChangeLanguage(locale);
  const bare = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.bare);
  return (
    <TrpcProvider>
      <NavigationProgress />
      {user && !bare ? (
        <AppShell user={user} config={config} locale={locale}>
          <Outlet />
        </AppShell>
      ) : (
        <Outlet />
      )}
    </TrpcProvider>
  );
}

/** Shown while client loaders run on first load (spec 2: a loading screen while the account loads). */
export function HydrateFallback() {
  return <LoadingScreen />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  // A 404 thrown by any loader gets the same page as an unknown path.
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);
  return (
    <main className="grid min-h-screen place-items-center p-8 text-center">
      <div>
        <h1 className="text-2xl font-semibold">{t("errors.generic")}</h1>
        <a className="mt-4 inline-block text-brand-600 underline" href="/">
          {t("menu.home")}
        </a>
      </div>
    </main>
  );
}
