import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * schema/schema.graphql (emitted by the API) + web/src/**\/*.graphql → typed documents in web/src/gql/.
 * Run from the repository root: `pnpm exec graphql-codegen --config codegen.ts`.
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: process.env.CODEGEN_SCHEMA ?? 'schema/schema.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'graphql' },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: false,
        scalars: {
          DateTimeISO: 'string',
          Decimal: 'string',
          JSONObject: 'Record<string, unknown>',
          CompanyRole: 'string',
        },
        documentMode: 'documentNode',
      },
    },
  },
};

export default config;
