// The architecture's lint rules (eslint.config.js, docs/decisions/0038) fire on the code they
// forbid and stay quiet on the code they allow: each case lints a small source string as if it
// were a file at the given path, with the repository's own config (type-aware rules off: the
// strings are not part of any tsconfig project, and these rules need no types).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";
import { repoRoot } from "@ar/config";

const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: path.join(repoRoot, "eslint.config.js"),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/no-misused-promises": "off" },
  },
});

async function errors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? "parse"}: ${m.message}`);
}

describe("only packages/config reads process.env", () => {
  const code = 'export const port = process.env.PORT ?? "3000";\n';

  it("fires in a package, a service and the web app", async () => {
    for (const file of ["packages/core/src/x.ts", "services/worker/src/x.ts", "apps/web/app/lib/x.server.ts"]) {
      expect(await errors(file, code)).toEqual([expect.stringMatching(/^no-restricted-syntax: .*@ar\/config/)]);
    }
  });

  it("allows packages/config, tests, benches and the devtools scripts", async () => {
    for (const file of [
      "packages/config/src/x.ts",
      "packages/api/test/x.test.ts",
      "services/worker/bench/x.ts",
      "packages/devtools/src/x.ts",
    ]) {
      expect(await errors(file, code)).toEqual([]);
    }
  });
});

describe("no package imports an app or a service", () => {
  it("fires on @ar/worker, @ar/web and relative paths into services/ or apps/", async () => {
    for (const code of [
      'import { taskList } from "@ar/worker";\n',
      'import { ffmpegPaths } from "@ar/worker/ffmpeg-path";\n',
      'import { x } from "@ar/web/server";\n',
      'import { x } from "../../../services/worker/src/task-list";\n',
      'export { x } from "../../../apps/web/app/x";\n',
    ]) {
      expect(await errors("packages/devtools/src/x.ts", code)).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*may not import an app or a service/),
      ]);
    }
  });

  it("allows packages, and lets services import packages", async () => {
    expect(await errors("packages/devtools/src/x.ts", 'import { getStorage } from "@ar/core/storage";\n')).toEqual([]);
    expect(await errors("services/worker/src/x.ts", 'import { getLogger } from "@ar/core/log";\n')).toEqual([]);
  });
});

describe("no `as any` in the API layer", () => {
  const code = "export const n = (JSON.parse('1') as any) + 1;\n";

  it("fires in packages/api/src", async () => {
    expect(await errors("packages/api/src/x.ts", code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: No `as any` in the API layer/),
    ]);
  });

  it("fires on process.env there too (the rules share one option list)", async () => {
    expect(await errors("packages/api/src/x.ts", "export const e = process.env.X;\n")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*@ar\/config/),
    ]);
  });

  it("is quiet outside the API layer", async () => {
    expect(await errors("packages/core/src/x.ts", code)).toEqual([]);
  });
});
