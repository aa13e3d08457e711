import { useNavigate } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Button } from "../ui/button";
import { ArrowLeftIcon } from "../ui/icons";
import { Logo } from "./logo";

/** Spec 2 "404 page": "404 | Page not found" (or a custom label) and a Go Back button. */
export function NotFound({ label }: { label?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    // Remix keeps its own history index; 0 means this page is the first entry of the tab.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate("/");
  };
  return (
    <main data-testid="not-found" className="grid min-h-screen place-items-center bg-slate-50 px-6">
      <div className="flex max-w-md flex-col items-center text-center">
        <Logo withName={false} className="mb-6" />
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{label ?? t("notFound.title")}</h1>
        <Button variant="primary" className="mt-8" onClick={goBack} data-testid="go-back">
          <ArrowLeftIcon className="size-4" />
          {t("notFound.back")}
        </Button>
      </div>
    </main>
  );
}
