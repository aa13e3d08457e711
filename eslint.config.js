// Type-aware lint with one job that the compiler does not do: catch promises nobody awaits
// (DESIGN.md convention 11), and the architecture's promises (docs/decisions/0038): only
// packages/config reads process.env, no package imports an app or a service, no `as any` in the
// API layer. Runs as part of `npm test`; packages/devtools/test/architecture-lint.test.ts shows
// each rule firing.
import tseslint from "typescript-eslint";

const processEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Read configuration through @ar/config (getServerEnv, childEnv): only packages/config reads process.env.",
};
const asAny = {
  selector: "TSAsExpression > TSAnyKeyword",
  message: "No `as any` in the API layer: type the value (the router's inputs, the core schemas).",
};

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/build/**", "**/generated/**", ".data/**", "**/*.js", "**/*.cjs", ".scratch/**"],
  },
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "@typescript-eslint": tseslint.plugin },
    linterOptions: { reportUnusedDisableDirectives: "off" },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "no-restricted-syntax": ["error", processEnv],
    },
  },
  {
    // Exempt from the process.env rule, because their job is to start processes with variables:
    // tests, benches and the devtools scripts set and forward variables to the servers, workers and
    // browsers they start (which read them through @ar/config), and the Vite/Playwright configs run
    // inside the build tool before any of our code. packages/config owns the environment.
    files: [
      "packages/config/**",
      "packages/devtools/**",
      "**/test/**",
      "**/tests/**",
      "**/bench/**",
      "apps/web/*.config.ts",
    ],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["packages/api/src/**/*.ts"],
    rules: { "no-restricted-syntax": ["error", processEnv, asAny] },
  },
  {
    // Packages are what apps and services are built from, never the other way round. Tests are
    // exempt: integration tests drive the whole system (the api's run the worker's tasks).
    files: ["packages/*/src/**/*.ts", "packages/*/src/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@ar/web", "@ar/web/*", "@ar/worker", "@ar/worker/*"],
              message: "A package may not import an app or a service: move what both need into a package.",
            },
            {
              regex: "^(\\.\\./)+(apps|services)/",
              message: "A package may not import an app or a service: move what both need into a package.",
            },
          ],
        },
      ],
    },
  },
);
