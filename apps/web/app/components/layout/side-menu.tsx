import { NavLink } from "@remix-run/react";
import type { ComponentType, SVGProps } from "react";
import { useTranslation } from "react-i18next";
import type { UserDto } from "@ar/core/account";
import { cn } from "../../lib/cn";
import { menuSections, type MenuId } from "../../lib/menu-items";
import type { PublicConfig } from "../../lib/public-config";
import {
  AlbumIcon,
  ArchiveIcon,
  CardsIcon,
  CodeIcon,
  CreditCardIcon,
  CubeIcon,
  GlobeIcon,
  HomeIcon,
  QrIcon,
  ReceiptIcon,
  ScanIcon,
  StickerIcon,
  UsersIcon,
} from "../ui/icons";
import { Logo } from "./logo";
import { UserMenu } from "./user-menu";

const icons: Record<MenuId, ComponentType<SVGProps<SVGSVGElement>>> = {
  home: HomeIcon,
  cards: CardsIcon,
  stickers: StickerIcon,
  models: CubeIcon,
  "ar-qr": QrIcon,
  "ar-albums": AlbumIcon,
  "ar-world": GlobeIcon,
  code: CodeIcon,
  arkit: ScanIcon,
  accounts: UsersIcon,
  payments: CreditCardIcon,
  "promo-codes": ReceiptIcon,
  "all-packs": ArchiveIcon,
};

/** Logo, the entries the user's features allow (spec 2 "Side menu") and the user menu at the bottom. */
export function SideMenu({ user, config, locale }: { user: UserDto; config: PublicConfig; locale: string }) {
  const { t } = useTranslation();
  const sections = menuSections(user);
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-5">
        <Logo />
      </div>
      <nav aria-label={t("menu.main")} className="flex-1 overflow-y-auto px-3 pb-4">
        {sections.map((section, i) => (
          <div
            key={section.id}
            className={cn(i > 0 && (section.titleKey ? "mt-5" : "mt-3 border-t border-slate-100 pt-3"))}
          >
            {section.titleKey && (
              <p className="px-3 pb-1.5 text-[11px] font-semibold tracking-wider text-slate-500 uppercase">
                {t(section.titleKey)}
              </p>
            )}
            <ul className="flex flex-col gap-0.5">
              {section.entries.map((entry) => {
                const Icon = icons[entry.id];
                return (
                  <li key={entry.id}>
                    <NavLink
                      to={entry.to}
                      end={entry.to === "/"}
                      prefetch="intent"
                      data-testid={`menu-${entry.id}`}
                      className={({ isActive }) =>
                        cn(
                          "group flex h-9 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors",
                          "focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-500",
                          isActive
                            ? "bg-brand-50 text-brand-700"
                            : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
                        )
                      }
                    >
                      {({ isActive }) => (
                        <>
                          <Icon
                            className={cn(
                              "size-[18px] shrink-0",
                              isActive ? "text-brand-600" : "text-slate-400 group-hover:text-slate-600",
                            )}
                          />
                          <span className="truncate">{t(entry.labelKey)}</span>
                        </>
                      )}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <div className="shrink-0 border-t border-slate-200 p-3">
        <UserMenu user={user} config={config} locale={locale} />
      </div>
    </div>
  );
}
