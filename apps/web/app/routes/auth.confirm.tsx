import type { MetaFunction } from "@remix-run/node";
import { Link, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { AuthFrame } from "../components/auth/auth-frame";
import { Button, buttonClasses } from "../components/ui/button";
import { AlertCircleIcon, ArrowRightIcon, CheckCircleIcon } from "../components/ui/icons";
import { Spinner } from "../components/ui/spinner";
import { metaTitle } from "../lib/meta-title";
import { useCall } from "../lib/use-call";
import { plainTrpc } from "../trpc/plain-client";

export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.auth.confirmTitle);

const confirmCall = plainTrpc.account.confirmMail.mutate;

/** Spec 2 "Confirmation screen": loading, then success or wrong link; no token is a wrong link at once. */
export default function ConfirmMail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const confirm = useCall(confirmCall);
  // The token is single use: a second call (StrictMode's double effect) would turn success into
  // a wrong link.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ token });
  }, [token, confirm]);

  const state = !token || confirm.isError ? "wrong" : confirm.isSuccess ? "success" : "loading";
  return (
    <AuthFrame>
      <section
        data-testid={`confirm-${state}`}
        aria-live="polite"
        className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-8"
      >
        {state === "loading" && (
          <>
            <Spinner className="size-8 text-brand-600" />
            <p className="mt-5 text-sm font-medium text-slate-600">{t("auth.confirmLoading")}</p>
          </>
        )}
        {state === "success" && (
          <>
            <span className="grid size-12 place-items-center rounded-full bg-emerald-50 text-emerald-600">
              <CheckCircleIcon className="size-6" />
            </span>
            <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">{t("auth.confirmSuccessTitle")}</h1>
            <p className="mt-2 text-sm text-slate-600">{t("auth.confirmSuccessText")}</p>
            {/* A full load: the root loader must see the session cookie the confirmation set. */}
            <Button size="lg" className="mt-8" onClick={() => window.location.assign("/")} data-testid="to-app">
              {t("auth.toApp")}
              <ArrowRightIcon className="size-4" />
            </Button>
          </>
        )}
        {state === "wrong" && (
          <>
            <span className="grid size-12 place-items-center rounded-full bg-red-50 text-red-600">
              <AlertCircleIcon className="size-6" />
            </span>
            <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">{t("auth.wrongLinkTitle")}</h1>
            <p className="mt-2 text-sm leading-6 text-slate-600">{t("auth.wrongLinkText")}</p>
            <Link to="/auth/login" className={buttonClasses({ variant: "secondary", className: "mt-8" })}>
              {t("auth.backToLogin")}
            </Link>
          </>
        )}
      </section>
    </AuthFrame>
  );
}
