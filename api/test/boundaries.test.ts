import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The import-boundary messages ESLint reports for `code` placed at `file` (relative to the repository root). */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it('the web never imports API source', async () => {
    expect(
      await violations('web/src/features/x/a.ts', "import { x } from '../../../../api/src/modules/x';\n"),
    ).not.toEqual([]);
    expect(await violations('web/src/a.ts', "import { x } from '../../api/test/harness';\n")).not.toEqual([]);
    expect(await violations('web/e2e/a.e2e.ts', "import { x } from '../../api/src/app/server';\n")).not.toEqual([]);
    expect(await violations('web/src/a.ts', "import { can } from '@staffpay/schema/auth/policy';\n")).toEqual([]);
  });

  it('the contract package imports neither side and nothing server-only', async () => {
    for (const spec of [
      '../../api/src/shared/errors',
      '../../web/src/app/apollo',
      'node:fs',
      'fs',
      '@mikro-orm/core',
    ]) {
      expect(await violations('schema/src/x/a.ts', `import { x } from '${spec}';\n`), spec).not.toEqual([]);
    }
    expect(await violations('schema/src/x/a.ts', "import { z } from 'zod';\n")).toEqual([]);
  });

  it('domains never import the wiring; the kernel never imports a domain or the wiring', async () => {
    expect(
      await violations('api/src/modules/x/x.service.ts', "import type { X } from '../../app/server';\n"),
    ).not.toEqual([]);
    expect(
      await violations('api/src/shared/x.ts', "import { M } from '../modules/companies/membership.entity';\n"),
    ).not.toEqual([]);
    expect(await violations('api/src/shared/t/x.ts', "import type { X } from '../../app/http';\n")).not.toEqual([]);
    expect(
      await violations('api/src/modules/x/x.service.ts', "import { parse } from '../../shared/validation';\n"),
    ).toEqual([]);
    expect(await violations('api/src/app/x.ts', "import { r } from '../modules/companies/company.rest';\n")).toEqual(
      [],
    );
  });
});
