// Runs before each test file: a database of its own, so files run in parallel without sharing rows.
import { afterAll, inject } from "vitest";
import { randomBytes } from "node:crypto";
import { setEnvVar } from "@ar/config";
import { disconnectDb } from "@ar/db";
import { cloneTemplate, dropDatabase } from "./test-database-server";

const name = `ar_test_${randomBytes(6).toString("hex")}`;
const url = await cloneTemplate(inject("templateDatabaseUrl"), name);
setEnvVar("DATABASE_URL", url);
setEnvVar("LOG_LEVEL", process.env.TEST_LOG_LEVEL ?? "silent");

afterAll(async () => {
  await disconnectDb();
  await dropDatabase(url);
});
