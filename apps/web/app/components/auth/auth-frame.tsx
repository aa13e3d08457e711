import type { ReactNode } from "react";
import { Logo } from "../layout/logo";
import { LanguageSwitch } from "./language-switch";

/** The page around every auth screen: logo, language switch and one centred card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative flex min-h-screen flex-col bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50">
      <header className="flex items-center justify-between px-5 py-4 sm:px-8 sm:py-6">
        <Logo />
        <LanguageSwitch />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-[420px]">{children}</div>
      </main>
    </div>
  );
}

/** The white card of an auth screen with its heading. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-8">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {subtitle && <p className="mt-1.5 text-sm text-slate-500">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
