// @ts-check
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import eslintConfigPrettier from 'eslint-config-prettier/flat'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Architecture (bulletproof-react): imports flow app -> features -> shared (components, lib,
 * i18n, api). Shared code never imports features or app; features never import app or another
 * feature (src/app composes them; tests compose through src/testing). The zones are paths, so a
 * relative `../../other-feature/...` import is caught like an `@/features/...` one (the
 * TypeScript resolver resolves the `@/` alias). Every folder of src/features is a feature: a new
 * one is fenced in without editing this file.
 */
const FEATURES = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const SHARED = ['./src/components', './src/lib', './src/i18n', './src/api']

/** @type {{ target: string | string[], from: string | string[], except?: string[], message: string }[]} */
const zones = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `Features must not import other features (src/features/${feature}); compose them in src/app.`,
  })),
  { target: './src/features', from: './src/app', message: 'Features must not import from src/app.' },
  {
    target: SHARED,
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, lib, i18n, api) must not import from src/features or src/app.',
  },
  {
    target: ['./src/app', './src/features', ...SHARED],
    from: './src/testing',
    message: 'Only tests import from src/testing.',
  },
]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public', 'src/api/schema.gen.ts', 'coverage'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      ...tseslint.configs.recommendedTypeChecked,
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    languageOptions: {
      ecmaVersion: 2023,
      globals: globals.browser,
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // What import-x needs to read TypeScript modules (for no-cycle's module graph).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(import.meta.dirname, 'tsconfig.app.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Packages first, then the app's own modules (`@/…`), then the feature's (`../`, `./`),
      // each group in alphabetical order; side-effect imports (stylesheets) stay where they are.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin', 'external'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    // Tests may use src/testing (which composes the app for them); the other zones still hold.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: zones.slice(0, -1) }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
  },
  {
    // A file past 500 lines holds more than one thing: split it where its parts meet. Every line
    // counts, blank and comment lines too (the generated API types are ignored above).
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }] },
  },
  // Formatting is Prettier's (npm run format): the rules that would disagree with it are off.
  eslintConfigPrettier,
)
