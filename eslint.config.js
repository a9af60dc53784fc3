// ESLint 9 flat config: typescript-eslint's recommended rules everywhere, React hooks rules for the web app.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layers from './eslint/layers.js';

/*
 * Import boundaries (docs/architecture.md): the web never imports API source; the contract
 * package (schema/) imports neither side and nothing server-only; in the API, domains never
 * reach into the wiring (app/) and the kernel (shared/) never reaches into a domain; in the web, features
 * never reach into the shell (app/) and shared/ reaches into neither.
 * api/test/boundaries.test.ts proves each rule bites.
 */
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map(([regex, message]) => ({ regex, message })) }],
});
const API_SOURCE = ['(^|/)api/src(/|$)', 'The web never imports API source; share it through @staffpay/schema.'];
/** Tests may reach across the lines below to set up what they exercise. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.e2e.ts'];
const WEB_OUTSIDE = ['^(\\.\\./)+(api|bench)(/|$)', 'The web app never imports the API or the bench.'];
export const boundaries = [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: restrict(API_SOURCE, WEB_OUTSIDE),
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: restrict(API_SOURCE, WEB_OUTSIDE, [
      '^(@/|(\\.\\./)+)app(/|$)',
      'Features never import the shell (app/); move what they need into shared/.',
    ]),
  },
  {
    // The router's lazy page imports are the exception: each page stays a chunk of its own.
    files: ['web/src/app/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: restrict(API_SOURCE, WEB_OUTSIDE, [
      '^@/features/[^/]+/',
      "The shell uses a feature through its public face ('@/features/<feature>'); only the router lazy-loads pages.",
    ]),
  },
  {
    files: ['web/src/shared/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: restrict(API_SOURCE, WEB_OUTSIDE, [
      '^(@/|(\\.\\./)+)(app|features)(/|$)',
      'shared/ imports no feature and not the shell; use a port or move the piece down.',
    ]),
  },
  { files: ['web/e2e/**/*.ts'], rules: restrict(API_SOURCE) },
  {
    files: ['schema/**/*.ts'],
    rules: restrict(
      ['^(\\.\\./)+(api|web|bench)(/|$)', 'The contract package imports neither side.'],
      ['^(api|web)(/|$)', 'The contract package imports neither side.'],
      [
        `^(node:|(${builtinModules.join('|')})(/|$)|@mikro-orm/|fastify|type-graphql|ioredis|graphql)`,
        'The contract package is bundled into the browser: nothing server-only.',
      ],
    ),
  },
  {
    files: ['api/src/modules/**/*.ts'],
    rules: restrict(['(^|/)app(/|$)', 'Domains never reach into the wiring (app/); move what they need into shared/.']),
  },
  {
    files: ['api/src/app/**/*.ts'],
    ignores: TESTS,
    rules: restrict([
      '^\\.\\./modules/[^/]+/',
      "The wiring uses a domain through its public face ('../modules/<domain>').",
    ]),
  },
  {
    files: ['api/src/shared/**/*.ts'],
    rules: restrict([
      '(^|/)(modules|app)(/|$)',
      'The kernel (shared/) depends on no domain and not on the wiring; use a port.',
    ]),
  },
];

/*
 * The order of the API's domains and of the web's features, lowest first; units of one tier may
 * not import each other. docs/architecture.md shows the API's as a stack ("Domain order"), and
 * api/test/boundaries.test.ts checks the two agree.
 */
export const API_DOMAIN_ORDER = [
  ['health', 'images'],
  ['accounts'],
  ['activity', 'outbox'],
  ['companies'],
  ['roles', 'developer-settings', 'client-errors', 'api-tokens'],
  ['staff'],
  ['birthdays'],
  ['pay-core'],
  ['rule-templates', 'ledger'],
  ['payroll'],
  ['reports', 'payslips', 'dashboards', 'ai-analysis', 'exports'],
  ['notifications', 'webhooks'],
  ['event-feed'],
  ['data-protection'],
];
export const WEB_FEATURE_ORDER = [
  ['auth', 'landing'],
  ['roles'],
  ['companies'],
  ['data-protection', 'developer-settings', 'api-tokens'],
  ['live', 'members', 'settings', 'notifications', 'departments', 'branches'],
  ['salary', 'ledger'],
  ['reports'],
  ['employees'],
  ['rule-templates', 'dashboard', 'custom-dashboards'],
  ['shared-dashboard'],
];
export const layering = [
  {
    files: ['api/src/modules/**/*.ts'],
    ignores: TESTS,
    plugins: { layers },
    rules: { 'layers/ordered-imports': ['error', { root: 'api/src/modules', tiers: API_DOMAIN_ORDER }] },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: TESTS,
    plugins: { layers },
    rules: {
      'layers/ordered-imports': [
        'error',
        { root: 'web/src/features', alias: '@/features/', tiers: WEB_FEATURE_ORDER, what: 'feature' },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'api/.test-dist/**',
      '**/data/**',
      '**/coverage/**',
      'web/src/gql/**',
      'web/test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Decorated type-graphql/MikroORM classes declare types that are only used through metadata.
      '@typescript-eslint/no-unsafe-declaration-merging': 'off',
    },
  },
  {
    // Tests parse arbitrary JSON responses.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', 'web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundaries,
  ...layering,
);
