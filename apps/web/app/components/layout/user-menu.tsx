import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { UserDto } from "@ar/core/account";
import { isLng, type Lng } from "../../i18n/languages";
import type { PublicConfig } from "../../lib/public-config";
import { useSwitchLanguage } from "../../lib/use-switch-language";
import { trpc } from "../../trpc/client";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu";
import { ChevronsUpDownIcon, FileTextIcon, LogoutIcon, MessageIcon, UsersIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { UserAvatar } from "./user-avatar";

/** In the order the spec lists them. */
const LANGUAGES: readonly Lng[] = ["en", "ru"];

/** Spec 2: language (en, ru), report a problem, terms of service, logout. */
export function UserMenu({ user, config, locale }: { user: UserDto; config: PublicConfig; locale: string }) {
  const { t } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const logout = trpc.account.logout.useMutation();
  const [leaving, setLeaving] = useState(false);

  const onLogout = () => {
    setLeaving(true);
    // A full navigation drops every cached query with the session (spec 4); even if the call
    // failed, the login screen is the right place to land.
    const leave = () => window.location.assign("/auth/login");
    logout.mutate(undefined, { onSettled: leave });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="user-menu"
        className="flex w-full items-center gap-3 rounded-lg p-2 text-left transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 data-[state=open]:bg-slate-100"
      >
        <span className="sr-only">{t("menu.userMenu")}: </span>
        <UserAvatar name={user.name} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-slate-900">{user.name}</span>
          <span className="block truncate text-xs text-slate-600">{user.email}</span>
        </span>
        {leaving ? (
          <Spinner className="size-4 text-slate-400" />
        ) : (
          <ChevronsUpDownIcon className="size-4 shrink-0 text-slate-400" />
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        side="top"
        align="start"
        className="w-max max-w-80 min-w-[var(--radix-dropdown-menu-trigger-width)]"
      >
        <DropdownMenuLabel>{t("menu.language")}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={locale} onValueChange={(v) => isLng(v) && v !== locale && switchLanguage(v)}>
          {LANGUAGES.map((lng) => (
            <DropdownMenuRadioItem key={lng} value={lng} data-testid={`lang-${lng}`} lang={lng}>
              {t(`menu.languages.${lng}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/account" data-testid="account-settings">
            <UsersIcon />
            {t("accounts.settings.menu")}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={config.reportProblemUrl} target="_blank" rel="noopener noreferrer" data-testid="report-problem">
            <MessageIcon />
            {t("menu.reportProblem")}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={config.termsUrl} target="_blank" rel="noopener noreferrer" data-testid="terms">
            <FileTextIcon />
            {t("menu.terms")}
          </a>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" data-testid="logout" disabled={leaving} onSelect={onLogout}>
          <LogoutIcon />
          {t("menu.logout")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
