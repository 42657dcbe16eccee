import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers of app/, lowest first (docs/decisions/0075): a module may import from its own layer or a
// lower one, never from a higher one.
//   app/lib, app/db, app/components/ui  →  app/components  →  app/features  →  app/runtime
//   →  app/routes  →  app/root.tsx
// Each zone names the files checked (`target`) and the files they may not import (`from`).
const feature = "./app/features/**";
const route = "./app/routes/**";
const root = "./app/root.*";
const runtime = "./app/runtime/**";
const sharedComponents = "./app/components/**";
const componentFiles = ["./app/**/components/**/*.tsx", "./app/routes/**/*.tsx", root];

export const importZones = {
  lib: {
    target: "./app/lib/**",
    from: [feature, route, root, runtime, sharedComponents],
    message: "app/lib is the bottom layer: it imports no component, feature, route or root.tsx.",
  },
  ui: {
    target: "./app/components/ui/**",
    from: sharedComponents,
    except: ["**/app/components/ui/**"],
    message: "app/components/ui is the bottom layer of components: it imports no other component.",
  },
  components: {
    // app/components/ui included.
    target: sharedComponents,
    from: [feature, route, root, runtime],
    message: "Shared components sit below the features, the routes and root.tsx: pass data in as props.",
  },
  db: {
    target: "./app/db/**",
    from: ["./app/lib/**", feature, route, root, runtime, sharedComponents],
    // The connection and the migrations read the configuration, log, and find the migrations folder.
    except: ["**/app/lib/env.server.ts", "**/app/lib/log.server.ts", "**/app/lib/find-up.server.ts"],
    message: "app/db is the bottom layer: it imports nothing from the application but configuration and the logger.",
  },
  features: {
    target: feature,
    from: [route, root, runtime],
    message: "Features sit below app/runtime, the routes and root.tsx.",
  },
  runtime: {
    target: runtime,
    from: [route, root],
    message: "app/runtime sits below the routes and root.tsx.",
  },
  serverModules: {
    target: "./app/**/*.server.ts",
    from: componentFiles,
    message: "A server module imports no component file: move what it needs into a .ts module.",
  },
};

/** The zones, without the named ones. */
const zonesWithout = (...names) =>
  Object.entries(importZones)
    .filter(([name]) => !names.includes(name))
    .map(([, zone]) => zone);

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "drizzle/",
      // Deliberately wrong files that scripts/lint-rules.test.ts lints on purpose.
      "app/lint-fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Output goes through the logger (app/lib/log.server.ts); the few lines printed by design carry
      // an eslint-disable comment that says why.
      "no-console": "error",
      "max-lines": ["error", { max: 500, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    // Tests stand outside the layers: they may drive a route, a feature and the database together.
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: zonesWithout() }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // The seed fills the database through the features (price book, document numbers), as a script would.
    files: ["app/db/seed.server.ts", "app/db/seed-scale.server.ts", "app/db/seed-*.server.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: zonesWithout("db") }] },
  },
  {
    // Content data, the seed, the chat corpora and tests may be long.
    files: [
      "app/content/**",
      "app/db/seed.server.ts",
      "app/features/chat/corpus/**",
      "**/*.test.{ts,tsx}",
      "tests/**",
    ],
    rules: { "max-lines": "off" },
  },
  {
    // Command-line scripts and benchmarks print their results by design.
    files: ["scripts/**", "bench/**"],
    rules: { "no-console": "off" },
  },
  {
    // Playwright fixtures call a parameter named `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
