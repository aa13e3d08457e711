// The authorization matrix (authz-matrix.test.ts says how it works) for the account, its recovery, promo codes and statistics.
import { describeMatrix } from "./authz-matrix-check";
import { useAuthzServer } from "./authz-matrix-harness";
import { accountRows } from "./authz-rows-account";

useAuthzServer();
describeMatrix(accountRows);
