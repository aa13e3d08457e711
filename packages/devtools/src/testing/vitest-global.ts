import type { TestProject } from "vitest/node";
import { startTestDatabaseServer } from "./test-database-server";

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestDatabaseServer("vitest");
  project.provide("templateDatabaseUrl", server.templateUrl);
  return () => server.stop();
}
