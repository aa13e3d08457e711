// The sandbox payment provider's page (PAYMENT_PROVIDER=sandbox only): shows what is paid and
// lets the buyer pay or cancel. The server records the outcome and calls the app's own webhook
// with a signature; the page then tells the opener or the embedding page with a
// "payment-success" message, as a real provider's widget would. Only the payment's owner gets
// the page (core answers not-found to anyone else, as for an unknown id); a payment replaced by a
// later purchase of the same order shows as replaced and cannot be paid.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { Card, CardBody } from "../components/ui/card";
import { formatPrice } from "../lib/format-price";
import { metaTitle } from "../lib/meta-title";
import {
  AppError,
  completeSandboxPayment,
  getSandboxPayment,
  getServerEnv,
  OPEN_PAYMENT_STATUSES,
} from "../server/sandbox-pay.server";
import { requireUser } from "../server/auth.server";

export const handle = { bare: true };
export const meta: MetaFunction = ({ matches }) => metaTitle(matches, (r) => r.sandboxPay.title);

function paymentId(params: { paymentId?: string }): number {
  const id = Number(params.paymentId);
  if (getServerEnv().PAYMENT_PROVIDER !== "sandbox" || !Number.isSafeInteger(id) || id <= 0)
    throw new Response("Not found", { status: 404 });
  return id;
}

const notFoundResponse = () => new Response("Not found", { status: 404 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const id = paymentId(params);
  const payment = await getSandboxPayment({ actor, paymentId: id }).catch(() => {
    throw notFoundResponse();
  });
  return data({ payment, open: OPEN_PAYMENT_STATUSES.includes(payment.status) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireUser(request);
  const id = paymentId(params);
  const outcome = (await request.formData()).get("outcome") === "succeeded" ? "succeeded" : "canceled";
  try {
    await completeSandboxPayment({ actor, paymentId: id, outcome });
    return data({ outcome, ok: true, replaced: false });
  } catch (e) {
    if (e instanceof AppError && e.code === "NOT_FOUND") throw notFoundResponse();
    if (e instanceof AppError && e.code === "CONFLICT")
      return data({ outcome, ok: false, replaced: true }, { status: 409 });
    return data({ outcome, ok: false, replaced: false }, { status: 503 });
  }
}

export default function SandboxPayment() {
  const { payment, open } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { t, i18n } = useTranslation();
  const paid = payment.status === "success" || (result?.ok && result.outcome === "succeeded");
  const replaced = !paid && (!open || Boolean(result?.replaced));

  useEffect(() => {
    if (!paid) return;
    const message = { type: "payment-success", paymentId: payment.id, orderId: payment.orderId };
    window.opener?.postMessage(message, window.location.origin);
    if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
  }, [paid, payment.id, payment.orderId]);

  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 p-3 sm:p-6">
      <Card className="w-full max-w-md">
        <CardBody className="flex flex-col gap-4">
          <h1 className="text-xl font-semibold text-slate-900">{t("sandboxPay.title")}</h1>
          <p className="text-sm text-slate-600">{t("sandboxPay.note")}</p>
          <dl className="rounded-lg bg-slate-100 p-4 text-sm">
            <dt className="text-slate-600">{payment.description}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid="sandbox-amount">
              {formatPrice(Math.round(payment.amount * 100), i18n.language)}
            </dd>
          </dl>
          {paid ? (
            <Alert tone="success" title={t("sandboxPay.paid")} data-testid="sandbox-paid">
              {t("sandboxPay.paidText")}
            </Alert>
          ) : replaced ? (
            <Alert tone="warning" data-testid="sandbox-replaced">
              {t("sandboxPay.replaced")}
            </Alert>
          ) : result && !result.ok ? (
            <Alert tone="error">{t("sandboxPay.failed")}</Alert>
          ) : result?.outcome === "canceled" ? (
            <Alert tone="warning">{t("sandboxPay.canceled")}</Alert>
          ) : null}
          {!paid && !replaced && (
            // Wraps on a phone: in the wizard's frame at 390 px, "Оплатить" and "Отменить оплату" side by
            // side were wider than the card and the second button was cut off.
            <Form method="post" className="flex flex-wrap gap-3">
              <Button type="submit" name="outcome" value="succeeded" loading={busy} data-testid="sandbox-pay">
                {t("sandboxPay.pay")}
              </Button>
              <Button type="submit" name="outcome" value="canceled" variant="secondary" disabled={busy}>
                {t("sandboxPay.cancel")}
              </Button>
            </Form>
          )}
        </CardBody>
      </Card>
    </main>
  );
}
