// Confirmation before a pending payment is marked paid (spec 4): the server then marks its order
// paid and makes the order's cards, so it is not a click to take lightly. Only a pending payment
// can be marked (409 otherwise); that answer refreshes the list, which shows the real status.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readApiError } from "../../lib/api-error";
import { trpc } from "../../trpc/client";
import type { AdminPayment } from "./admin-api";
import { ConfirmDialog } from "../ui/confirm-dialog";
import { useAdminFormats } from "./use-admin-formats";

export function MarkPaidDialog({
  payment,
  onClose,
  onMarked,
  onStale,
}: {
  /** null: closed. */
  payment: AdminPayment | null;
  onClose(): void;
  onMarked(payment: AdminPayment): void;
  /** The payment changed elsewhere: reload the list. */
  onStale(): void;
}) {
  const { t } = useTranslation();
  const f = useAdminFormats();
  const mark = trpc.admin.markPaymentPaid.useMutation();
  const [errorKey, setErrorKey] = useState<string | undefined>();
  // The last payment stays rendered while the dialog fades out.
  const [shown, setShown] = useState<AdminPayment | null>(payment);
  if (payment && payment !== shown) setShown(payment);

  const confirm = () => {
    if (!payment) return;
    setErrorKey(undefined);
    mark.mutate(
      { paymentId: payment.id },
      {
        onSuccess: () => onMarked(payment),
        onError: (err) => {
          const { code } = readApiError(err);
          const stale = code === "CONFLICT" || code === "NOT_FOUND";
          setErrorKey(stale ? "admin.payments.notPending" : "admin.payments.failed");
          if (stale) onStale();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={payment !== null}
      onOpenChange={(open) => {
        if (open) return;
        setErrorKey(undefined);
        onClose();
      }}
      title={t("admin.payments.confirmTitle")}
      description={
        shown
          ? t("admin.payments.confirmText", {
              amount: f.roubles(shown.amount),
              email: shown.user?.email ?? t("admin.payments.deletedAccount"),
              description: shown.description,
            })
          : ""
      }
      confirmLabel={t("admin.payments.confirm")}
      cancelLabel={t("admin.payments.cancel")}
      pending={mark.isPending}
      error={errorKey ? t(errorKey) : undefined}
      onConfirm={confirm}
      data-testid="mark-paid-dialog"
    />
  );
}
