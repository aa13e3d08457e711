// The authorization matrix (authz-matrix.test.ts says how it works) for administration, ARKit projects, asset packs and the special endpoints.
import { describeEntitlements, describeMatrix } from "./authz-matrix-check";
import { useAuthzServer } from "./authz-matrix-harness";
import { adminPackRows } from "./authz-rows-admin-packs";

useAuthzServer();
describeMatrix(adminPackRows);
describeEntitlements(adminPackRows);
