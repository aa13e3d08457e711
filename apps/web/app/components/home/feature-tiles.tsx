import { Link } from "@remix-run/react";
import type { ComponentType, SVGProps } from "react";
import { useTranslation } from "react-i18next";
import { AlbumIcon, ArrowRightIcon, CardsIcon, QrIcon } from "../ui/icons";

type Tile = {
  id: string;
  to: string;
  titleKey: string;
  textKey: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  accent: string;
};

/** Spec 2 "Home": AR cards always; AR business card with ar-qr; AR Albums with ar-albums. */
export function homeTiles(features: readonly string[]): Tile[] {
  const tiles: Tile[] = [
    {
      id: "cards",
      to: "/cards-v2",
      titleKey: "home.tileCards",
      textKey: "home.tileCardsText",
      icon: CardsIcon,
      accent: "bg-brand-50 text-brand-600",
    },
  ];
  if (features.includes("ar-qr")) {
    tiles.push({
      id: "business-card",
      to: "/ar-qr",
      titleKey: "home.tileBusinessCard",
      textKey: "home.tileBusinessCardText",
      icon: QrIcon,
      accent: "bg-violet-50 text-violet-600",
    });
  }
  if (features.includes("ar-albums")) {
    tiles.push({
      id: "albums",
      to: "/ar-albums",
      titleKey: "home.tileAlbums",
      textKey: "home.tileAlbumsText",
      icon: AlbumIcon,
      accent: "bg-amber-50 text-amber-600",
    });
  }
  return tiles;
}

export function FeatureTiles({ features }: { features: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {homeTiles(features).map((tile) => (
        <li key={tile.id}>
          <Link
            to={tile.to}
            data-testid={`tile-${tile.id}`}
            className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            <span className={`grid size-11 place-items-center rounded-xl ${tile.accent}`}>
              <tile.icon className="size-6" />
            </span>
            <span className="mt-4 flex items-center gap-2 text-base font-semibold text-slate-900">
              {t(tile.titleKey)}
              <ArrowRightIcon className="size-4 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-brand-600" />
            </span>
            <span className="mt-1 text-sm leading-6 text-slate-500">{t(tile.textKey)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
