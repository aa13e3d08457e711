// The authorization matrix (authz-matrix.test.ts says how it works) for card collections, printed cards and their viewer, and print exports.
import { describeMatrix } from "./authz-matrix-check";
import { useAuthzServer } from "./authz-matrix-harness";
import { cardRows } from "./authz-rows-cards";

useAuthzServer();
describeMatrix(cardRows);
