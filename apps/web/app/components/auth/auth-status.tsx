// The one-message card of an auth screen (a link being checked, a link sent, a password set, a
// wrong link): an icon in a tinted circle, a heading, a line of text, and what to do next. One
// component for every state, so a page that moves from "loading" to its outcome keeps the same
// live region and the outcome is announced.
import type { ReactNode } from "react";
import { AlertCircleIcon, CheckCircleIcon, MailIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { AuthFrame } from "./auth-frame";

const tones = {
  success: { circle: "bg-emerald-50 text-emerald-600", Icon: CheckCircleIcon },
  wrong: { circle: "bg-red-50 text-red-600", Icon: AlertCircleIcon },
  mail: { circle: "bg-brand-50 text-brand-600", Icon: MailIcon },
};

export type AuthStatusProps = {
  "data-testid": string;
  children?: ReactNode;
} & ({ tone: "loading"; text: string } | { tone: keyof typeof tones; title: string; text: string });

export function AuthStatus(props: AuthStatusProps) {
  return (
    <AuthFrame>
      <section
        data-testid={props["data-testid"]}
        aria-live="polite"
        className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm sm:px-8"
      >
        {props.tone === "loading" ? (
          <>
            <Spinner className="size-8 text-brand-600" />
            <p className="mt-5 text-sm font-medium text-slate-600">{props.text}</p>
          </>
        ) : (
          <Outcome tone={props.tone} title={props.title} text={props.text} />
        )}
        {props.children}
      </section>
    </AuthFrame>
  );
}

function Outcome({ tone, title, text }: { tone: keyof typeof tones; title: string; text: string }) {
  const { circle, Icon } = tones[tone];
  return (
    <>
      <span className={`grid size-12 place-items-center rounded-full ${circle}`}>
        <Icon className="size-6" />
      </span>
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
    </>
  );
}
