import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { buttonClasses } from "../components/ui/button";
import { Card, CardBody } from "../components/ui/card";
import { metaTitle } from "../lib/meta-title";

export const handle = { titleKey: "about.title" };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.about.title);

export default function About() {
  const { t } = useTranslation();
  return (
    <div className="max-w-2xl">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{t("about.title")}</h1>
      <Card className="mt-6">
        <CardBody className="flex flex-col gap-4 text-sm leading-6 text-slate-600">
          <p>{t("about.text")}</p>
          <p>{t("about.more")}</p>
          <div>
            <Link to="/" className={buttonClasses({ variant: "secondary" })}>
              {t("menu.home")}
            </Link>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
