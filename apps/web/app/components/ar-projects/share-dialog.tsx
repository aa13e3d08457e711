// Sharing a project (platform spec 2): add a user by e-mail (the button is disabled while the
// field is empty; the API's error shows on the field) and the table of who has access. Access
// levels (docs/decisions/0008): the owner deletes and shares; a shared user opens and edits.
// Adding invites (docs/decisions/0013): the address shows as invited, without a name, until its
// holder accepts, whether it has an account or not.
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import { Table, type TableColumn } from "../ui/table";
import { TextField } from "../ui/text-field";
import type { ProjectListItem, ProjectUser } from "./projects-api";

/** The API's field codes for the e-mail → the message key. */
export function shareErrorKey(code: string | undefined, status: number | undefined): string {
  if (code === "self") return "arProjects.share.errors.self";
  if (code === "email" || code === "invalid") return "arProjects.share.errors.email";
  if (status === 429) return "arProjects.share.errors.tooMany";
  if (code === "required") return "arProjects.fieldErrors.required";
  if (status === 403) return "arProjects.share.errors.forbidden";
  return status ? "arProjects.share.errors.generic" : "arProjects.uploads.errors.network";
}

export function ShareDialog({ project, onClose }: { project: ProjectListItem | null; onClose(): void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const utils = trpc.useUtils();
  // Read again at every opening: an invitee may have accepted since.
  const users = trpc.projects.users.useQuery(
    { projectId: project?.id ?? 0 },
    { enabled: project !== null, staleTime: 0 },
  );
  const add = trpc.projects.addUser.useMutation();
  const remove = trpc.projects.removeUser.useMutation();
  // Revoking asks once more on the dialog itself (owner only, issue 22).
  const [revoking, setRevoking] = useState<ProjectUser | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  const [revokeError, setRevokeError] = useState(false);

  useEffect(() => {
    setEmail("");
    setError(null);
    setAdded(null);
    setRevoking(null);
    setRevoked(null);
    setRevokeError(false);
  }, [project?.id]);

  const revoke = async (u: ProjectUser) => {
    if (!project) return;
    setRevokeError(false);
    try {
      const list = await remove.mutateAsync(
        u.access === "invited" || u.id === null
          ? { projectId: project.id, email: u.email }
          : { projectId: project.id, userId: u.id },
      );
      utils.projects.users.setData({ projectId: project.id }, list);
      setRevoked(u.email);
      setAdded(null);
      setRevoking(null);
    } catch {
      setRevokeError(true);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!project || email.trim() === "") return;
    setError(null);
    setAdded(null);
    try {
      const list = await add.mutateAsync({ projectId: project.id, emailToInvite: email.trim() });
      utils.projects.users.setData({ projectId: project.id }, list);
      setAdded(email.trim());
      setEmail("");
    } catch (err) {
      const info = readApiError(err);
      setError(shareErrorKey(info.fields.emailToInvite, info.status));
    }
  };

  const columns: TableColumn<ProjectUser>[] = [
    {
      id: "name",
      header: t("arProjects.share.columns.name"),
      rowHeader: true,
      cell: (u) =>
        u.access === "invited" ? (
          <span className="text-slate-500">{t("arProjects.share.invitedName")}</span>
        ) : (
          <span className="font-medium text-slate-900">{u.name}</span>
        ),
    },
    {
      id: "email",
      header: t("arProjects.share.columns.email"),
      cell: (u) => <span className="break-words">{u.email}</span>,
    },
    {
      id: "access",
      header: t("arProjects.share.columns.access"),
      className: "whitespace-nowrap",
      cell: (u) => t(`arProjects.share.access.${u.access}`),
    },
    ...(project?.isOwner
      ? [
          {
            id: "revoke",
            header: <span className="sr-only">{t("arProjects.share.revoke")}</span>,
            className: "w-0 whitespace-nowrap text-right",
            cell: (u: ProjectUser) =>
              u.access === "owner" ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t("arProjects.share.revokeNamed", { email: u.email })}
                  onClick={() => setRevoking(u)}
                  data-testid="share-revoke"
                >
                  {t("arProjects.share.revoke")}
                </Button>
              ),
          } satisfies TableColumn<ProjectUser>,
        ]
      : []),
  ];

  return (
    <Dialog open={project !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        title={t("arProjects.share.title")}
        description={t("arProjects.share.text")}
        width={600}
        data-testid="share-dialog"
      >
        <div className="flex flex-col gap-4">
          {project?.isOwner ? (
            <form noValidate onSubmit={(e) => void submit(e)} className="flex items-start gap-2">
              <TextField
                className="flex-1"
                label={t("arProjects.share.email")}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(null);
                }}
                error={error ? t(error) : undefined}
                data-testid="share-email"
              />
              <Button
                type="submit"
                className="mt-[1.625rem]"
                disabled={email.trim() === ""}
                loading={add.isPending}
                data-testid="share-add"
              >
                {t("arProjects.share.add")}
              </Button>
            </form>
          ) : (
            <Alert tone="info">{t("arProjects.share.onlyOwner")}</Alert>
          )}
          {revoking && (
            <Alert tone="warning" data-testid="share-revoke-confirm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1">{t("arProjects.share.revokeConfirm", { email: revoking.email })}</span>
                <Button variant="secondary" size="sm" onClick={() => setRevoking(null)} disabled={remove.isPending}>
                  {t("arProjects.common.cancel")}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  loading={remove.isPending}
                  onClick={() => void revoke(revoking)}
                  data-testid="share-revoke-yes"
                >
                  {t("arProjects.share.revoke")}
                </Button>
              </div>
              {revokeError && (
                <p className="mt-1 text-xs font-medium text-red-700">{t("arProjects.share.errors.revokeFailed")}</p>
              )}
            </Alert>
          )}
          {revoked && (
            <Alert tone="success" data-testid="share-revoked">
              {t("arProjects.share.revoked", { email: revoked })}
            </Alert>
          )}
          {added && (
            <Alert tone="success" data-testid="share-added">
              {t("arProjects.share.added", { email: added })}
            </Alert>
          )}
          {users.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
              <Spinner className="size-4" />
              {t("arProjects.share.loading")}
            </p>
          ) : users.isError ? (
            <Alert tone="error">{t("arProjects.share.loadFailed")}</Alert>
          ) : (
            <Table
              caption={t("arProjects.share.tableCaption")}
              captionHidden
              columns={columns}
              rows={users.data}
              rowKey={(u) => `${u.access}:${u.email}`}
              data-testid="share-users"
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
