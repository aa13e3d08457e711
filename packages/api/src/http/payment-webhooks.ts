// Provider webhooks (not part of the spec's contract): POST /api/payments/sandbox/webhook (HMAC
// signed by the sandbox) and POST /api/payments/yookassa/webhook. Either way the outcome is
// re-read from the provider by core before anything changes.
import { z } from "zod";
import { AppError, toErrorResponse } from "@ar/core/errors";
import { handlePaymentNotification, verifySandboxSignature } from "@ar/core/payments";
import { errorJson, json } from "./json-response";
import { readCappedText } from "./json-body";

const notification = z.object({ event: z.string().max(100), object: z.object({ id: z.string().min(1).max(100) }) });

export async function paymentWebhook(request: Request, provider: string): Promise<Response> {
  try {
    // Anyone may call this: read at most 64 KB rather than whatever is sent.
    const text = await readCappedText(request, 64 * 1024);
    if (provider === "sandbox" && !verifySandboxSignature(text, request.headers.get("x-sandbox-signature"))) {
      throw new AppError("FORBIDDEN", "Bad signature");
    }
    if (provider !== "sandbox" && provider !== "yookassa") throw new AppError("NOT_FOUND", "No such provider");
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError("BAD_REQUEST", "The body is not JSON");
    }
    const parsed = notification.parse(body);
    return json(await handlePaymentNotification({ provider, providerPaymentId: parsed.object.id }));
  } catch (e) {
    return errorJson(toErrorResponse(e));
  }
}
