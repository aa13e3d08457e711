// Confirmation before an account is deleted (it takes the user's collections, packs and projects
// with it). The server refuses an admin's own account; that answer is shown in the dialog.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import type { AdminAccount } from "./admin-api";
import { ConfirmDialog } from "../ui/confirm-dialog";

export function DeleteAccountDialog({
  account,
  onClose,
  onDeleted,
}: {
  /** null: closed. */
  account: AdminAccount | null;
  onClose(): void;
  onDeleted(account: AdminAccount): void;
}) {
  const { t } = useTranslation();
  const remove = trpc.admin.deleteAccount.useMutation();
  const [errorKey, setErrorKey] = useState<string | undefined>();
  // The last account stays rendered while the dialog closes (its fade-out), not an empty text.
  const [shown, setShown] = useState<AdminAccount | null>(account);
  if (account && account !== shown) setShown(account);

  const close = () => {
    setErrorKey(undefined);
    onClose();
  };
  const confirm = () => {
    if (!account) return;
    setErrorKey(undefined);
    remove.mutate(
      { userId: account.id },
      {
        onSuccess: () => {
          setErrorKey(undefined);
          onDeleted(account);
        },
        onError: (err) => {
          const info = readApiError(err);
          // Already gone (deleted in another tab): the outcome the admin wanted.
          if (info.code === "NOT_FOUND") return onDeleted(account);
          setErrorKey(info.code === "BAD_REQUEST" ? "admin.delete.self" : "admin.delete.failed");
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={account !== null}
      onOpenChange={(open) => !open && close()}
      title={t("admin.delete.title")}
      description={t("admin.delete.text", { email: shown?.email ?? "" })}
      confirmLabel={t("admin.delete.confirm")}
      cancelLabel={t("admin.delete.cancel")}
      tone="danger"
      pending={remove.isPending}
      error={errorKey ? t(errorKey) : undefined}
      onConfirm={confirm}
      data-testid="delete-account-dialog"
    />
  );
}
