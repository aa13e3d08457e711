// The shares waiting for the signed-in user's consent (docs/decisions/0013), above the list of
// their type: who invites them to which project, Accept (the project joins the list) or Decline.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { ownName, TYPE_TEXT } from "./list-model";
import type { ProjectType } from "./projects-api";

export function InvitationsPanel({ type }: { type: ProjectType }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const invitations = trpc.projects.invitations.useQuery();
  const answer = trpc.projects.answerInvitation.useMutation();
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const mine = (invitations.data ?? []).filter((i) => i.projectType === type);
  if (mine.length === 0) return null;

  const reply = async (invitationId: number, accept: boolean) => {
    setBusy(invitationId);
    setFailed(false);
    try {
      await answer.mutateAsync({ invitationId, accept });
      await Promise.all([
        utils.projects.invitations.invalidate(),
        accept ? utils.projects.list.invalidate({ type }) : undefined,
      ]);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby="project-invitations-title"
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50/60 p-4"
      data-testid="project-invitations"
    >
      <h2 id="project-invitations-title" className="text-base font-semibold text-slate-900">
        {t("arProjects.invitations.title")}
      </h2>
      {failed && <Alert tone="error">{t("arProjects.invitations.failed")}</Alert>}
      <ul className="flex flex-col gap-2">
        {mine.map((i) => (
          <li
            key={i.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white px-4 py-3 shadow-sm"
            data-testid="project-invitation"
          >
            <p className="min-w-0 break-words text-sm text-slate-700">
              {t("arProjects.invitations.text", {
                owner: i.ownerName,
                email: i.ownerEmail,
                name: ownName(i.projectName) ?? t(`arProjects.${TYPE_TEXT[type].fallbackName}`),
              })}
            </p>
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => void reply(i.id, false)}>
                {t("arProjects.invitations.decline")}
              </Button>
              <Button size="sm" loading={busy === i.id} disabled={busy !== null} onClick={() => void reply(i.id, true)}>
                {t("arProjects.invitations.accept")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
