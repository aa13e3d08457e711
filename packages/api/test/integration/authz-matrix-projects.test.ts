// The authorization matrix (authz-matrix.test.ts says how it works) for AR projects, their scenes, assets, sharing and publishing.
import { describeEntitlements, describeMatrix } from "./authz-matrix-check";
import { useAuthzServer } from "./authz-matrix-harness";
import { projectRows } from "./authz-rows-projects";

useAuthzServer();
describeMatrix(projectRows);
describeEntitlements(projectRows);
