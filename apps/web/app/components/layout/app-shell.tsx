import { useLocation, useMatches } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { UserDto } from "@ar/core/account";
import type { PublicConfig } from "../../lib/public-config";
import type { RouteHandle } from "../../root";
import { Dialog, DialogContent, DialogTrigger } from "../ui/dialog";
import { MenuIcon } from "../ui/icons";
import { SideMenu } from "./side-menu";
import { TestPaymentsBadge } from "./test-payments-badge";
import { UserAvatar } from "./user-avatar";

export type AppShellProps = { user: UserDto; config: PublicConfig; locale: string; children: ReactNode };

/** Tailwind's md breakpoint: from here on the side menu is always visible. */
const WIDE = "(min-width: 768px)";

/** Routes name their area for the header with `handle = { titleKey }`. */
function usePageAreaKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = (matches[i]?.handle as RouteHandle | undefined)?.titleKey;
    if (key) return key;
  }
  return undefined;
}

export function AppShell({ user, config, locale, children }: AppShellProps) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const areaKey = usePageAreaKey();

  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const close = () => wide.matches && setDrawerOpen(false);
    wide.addEventListener("change", close);
    return () => wide.removeEventListener("change", close);
  }, []);

  const menu = <SideMenu user={user} config={config} locale={locale} />;
  return (
    // The Dialog root wraps the page so the toggle is its trigger (focus returns there on close).
    <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
      <div className="min-h-screen md:pl-64">
        {/* One menu in the page at a time, so its test ids and landmarks stay unique. */}
        {!drawerOpen && (
          <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 bg-white md:block">
            {menu}
          </aside>
        )}
        <DialogContent placement="side" title={t("menu.main")} hideTitle data-testid="nav-drawer">
          {menu}
        </DialogContent>

        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/85 px-4 backdrop-blur md:px-8">
          <DialogTrigger
            aria-label={t("menu.openMenu")}
            data-testid="nav-toggle"
            className="-ml-1 grid size-9 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 md:hidden"
          >
            <MenuIcon />
          </DialogTrigger>
          <p data-testid="page-area" className="min-w-0 truncate text-[15px] font-semibold text-slate-900">
            {areaKey ? t(areaKey) : t("app.name")}
          </p>
          {config.testPayments && <TestPaymentsBadge />}
          <div className="ml-auto flex min-w-0 items-center gap-2.5" data-testid="header-user">
            <span className="max-w-[40vw] truncate text-sm font-medium text-slate-700">{user.name}</span>
            <UserAvatar name={user.name} />
          </div>
        </header>

        <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 md:px-8 md:py-8">
          {children}
        </main>
      </div>
    </Dialog>
  );
}
