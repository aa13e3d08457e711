import { useCallback, useState } from "react";

type Status = "idle" | "pending" | "success" | "error";
type Handlers<O> = { onSuccess?: (data: O) => void; onError?: (error: unknown) => void };

/**
 * One API call a screen makes on demand (sign in, register, confirm), with the states its form
 * shows: the part of react-query's useMutation that the screens without a user need
 * (trpc/plain-client.ts says why they do without react-query). `call` must be stable, e.g.
 * `plainTrpc.account.login.mutate` read once at module level.
 */
export function useCall<I, O>(call: (input: I) => Promise<O>) {
  const [state, setState] = useState<{ status: Status; data?: O }>({ status: "idle" });
  const mutate = useCallback(
    (input: I, handlers: Handlers<O> = {}) => {
      setState({ status: "pending" });
      call(input).then(
        (data) => {
          setState({ status: "success", data });
          handlers.onSuccess?.(data);
        },
        (error: unknown) => {
          setState({ status: "error" });
          handlers.onError?.(error);
        },
      );
    },
    [call],
  );
  return {
    mutate,
    data: state.data,
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    isError: state.status === "error",
  };
}
