// A mailed link's page: reads ?token= and sends it once. The token is single use, so a second call
// (StrictMode's double effect) would turn success into a wrong link.
import { useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useCall } from "../../lib/use-call";

export function useTokenLink<R>(call: (input: { token: string }) => Promise<R>) {
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const confirm = useCall(call);
  const { mutate } = confirm;
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);
  const state: "wrong" | "success" | "loading" =
    !token || confirm.isError ? "wrong" : confirm.isSuccess ? "success" : "loading";
  return { state, data: confirm.data };
}
