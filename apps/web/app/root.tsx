import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import i18next from "i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { useTranslation } from "react-i18next";
import styles from "./tailwind.css?url";
import { getUser } from "./server/auth.server";
import { getLocale } from "./i18n/i18next.server";
import { signedInPreloads } from "./server/preloads.server";
import { publicConfig } from "./server/public-config.server";
import { ensureTexts } from "./i18n/client-texts";
import { EmbeddedTexts } from "./i18n/embedded-texts";
import { SignedInFrame } from "./lib/lazy-signed-in-frame";
import { NavigationProgress } from "./components/layout/navigation-progress";
import { LoadingScreen } from "./components/layout/loading-screen";
import { NotFound } from "./components/layout/not-found";
import { useNonce } from "./lib/nonce";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const resHeaders = new Headers();
  const user = await getUser(request, resHeaders);
  const { pathname } = new URL(request.url);
  const onAuthScreen = pathname === "/auth" || pathname.startsWith("/auth/");
  // Navigation guard (spec 2): visitors only reach /auth; signed-in users never see it, except the
  // pages mailed links open, which work whoever is signed in (a new e-mail is usually confirmed
  // from the same browser; a reset link may be opened where someone else is signed in).
  const mailedLinkScreen = pathname === "/auth/confirm-email" || pathname === "/auth/reset-password";
  if (!user && !onAuthScreen) throw redirect("/auth/login", { headers: resHeaders });
  if (user && onAuthScreen && !mailedLinkScreen) throw redirect("/", { headers: resHeaders });
  const locale = await getLocale(request);
  const preloads = user ? signedInPreloads(locale) : [];
  return data({ user, locale, config: publicConfig(), preloads }, { headers: resHeaders });
}

/**
 * Client navigations and revalidations: the texts the next screen needs (a signed-in user's
 * screens, or a language chosen in another tab) are in the browser before it renders, so no
 * screen shows a raw key and the document title is in the right language (i18n/client-texts.ts).
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const rootData = await serverLoader<typeof loader>();
  await ensureTexts(i18next, rootData.locale, Boolean(rootData.user));
  return rootData;
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
        {root?.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body>
        {children}
        {/* Signed-in pages get all their texts from a chunk instead (entry.client). */}
        {!root?.user && <EmbeddedTexts lng={lang} />}
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
    <>
      <NavigationProgress />
      {user ? (
        <SignedInFrame user={user} config={config} locale={locale} bare={bare}>
          <Outlet />
        </SignedInFrame>
      ) : (
        <Outlet />
      )}
    </>
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
