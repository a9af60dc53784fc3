import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of one rule ESLint reports for `code` placed at `file` (relative to the repository root). */
async function reported(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** The import-boundary messages ESLint reports for `code` placed at `file`. */
const violations = (file: string, code: string) => reported('no-restricted-imports', file, code);

/** The domain and feature order's messages. */
const layering = (file: string, code: string) => reported('layers/ordered-imports', file, code);

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

  it('domains never import the wiring; the kernel never imports a domain or the wiring; the wiring uses indexes', async () => {
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
    expect(await violations('api/src/app/x.ts', "import { r } from '../modules/companies';\n")).toEqual([]);
    expect(
      await violations('api/src/app/x.ts', "import { r } from '../modules/companies/company.rest';\n"),
    ).not.toEqual([]);
  });

  it('features never import the shell; shared/ imports neither features nor the shell', async () => {
    expect(
      await violations('web/src/features/x/hooks/a.ts', "import { POLL_INTERVALS } from '@/app/socket-status';\n"),
    ).not.toEqual([]);
    expect(
      await violations('web/src/features/x/a.ts', "import { x } from '../../app/shell/route-meta';\n"),
    ).not.toEqual([]);
    expect(await violations('web/src/shared/x/a.ts', "import { x } from '@/features/ledger';\n")).not.toEqual([]);
    expect(await violations('web/src/shared/x/a.ts', "import { x } from '@/app/apollo';\n")).not.toEqual([]);
    expect(await violations('web/src/features/x/a.ts', "import { x } from '@/shared/live/socket-status';\n")).toEqual(
      [],
    );
    expect(await violations('web/src/features/x/a.test.ts', "import { x } from '@/app/apollo';\n")).toEqual([]);
    expect(await violations('web/src/app/a.ts', "import { useMe } from '@/features/auth/hooks/useMe';\n")).not.toEqual(
      [],
    );
    expect(await violations('web/src/app/a.ts', "import { useMe } from '@/features/auth';\n")).toEqual([]);
  });
});

describe('domain order (eslint/layers.js)', () => {
  it('refuses an import up the order', async () => {
    expect(await layering('api/src/modules/staff/x.ts', "import { payFeeds } from '../payroll';\n")).toEqual([
      'staff may not import payroll: imports between domains point down (docs/architecture.md)',
    ]);
    expect(await layering('api/src/modules/companies/x.ts', "export { x } from '../notifications';\n")).not.toEqual([]);
    expect(await layering('api/src/modules/staff/x.ts', "const m = () => import('../ledger');\n")).not.toEqual([]);
  });

  it('refuses an import sideways, within one tier', async () => {
    expect(await layering('api/src/modules/ledger/x.ts', "import type { X } from '../rule-templates';\n")).toEqual([
      'ledger may not import rule-templates: imports between domains point down (docs/architecture.md)',
    ]);
  });

  it('refuses a deep import into a lower domain, and accepts its index', async () => {
    expect(
      await layering('api/src/modules/staff/x.ts', "import { Company } from '../companies/company.entity';\n"),
    ).toEqual(["Import companies through its public face ('../companies'), not a file inside it"]);
    expect(
      await layering('api/src/modules/staff/employees/x.ts', "import { Company } from '../../companies';\n"),
    ).toEqual([]);
    expect(await layering('api/src/modules/staff/x.ts', "import { Company } from '../companies/index';\n")).toEqual([]);
  });

  it('lets a domain reach anywhere inside itself, and the kernel from anywhere', async () => {
    expect(
      await layering('api/src/modules/staff/employees/x.ts', "import { Branch } from '../branches/branch.entity';\n"),
    ).toEqual([]);
    expect(await layering('api/src/modules/staff/x.ts', "import { parse } from '../../shared/validation';\n")).toEqual(
      [],
    );
  });

  it('refuses a domain missing from the order', async () => {
    expect(await layering('api/src/modules/staff/x.ts', "import { x } from '../payments';\n")).toEqual([
      "'payments' is not in the domain order: add it to eslint.config.js and docs/architecture.md",
    ]);
    expect(await layering('api/src/modules/payments/x.ts', "import { x } from '../companies';\n")).not.toEqual([]);
  });

  it('leaves tests outside the order', async () => {
    expect(
      await layering('api/src/modules/staff/x.int.test.ts', "import { x } from '../payroll/payroll-cache';\n"),
    ).toEqual([]);
  });

  it('keeps the web features in their order too, through their index', async () => {
    expect(await layering('web/src/features/companies/a.ts', "import { x } from '@/features/members';\n")).toEqual([
      'companies may not import members: imports between features point down (docs/architecture.md)',
    ]);
    expect(
      await layering('web/src/features/dashboard/a.ts', "import { x } from '@/features/ledger/ledger-view';\n"),
    ).toEqual(["Import ledger through its public face ('@/features/ledger'), not a file inside it"]);
    expect(
      await layering('web/src/features/dashboard/a.ts', "import { x } from '../ledger/ledger-view';\n"),
    ).not.toEqual([]);
    expect(await layering('web/src/features/dashboard/a.ts', "import { x } from '@/features/ledger';\n")).toEqual([]);
  });

  it('docs/architecture.md shows the same order, highest first', async () => {
    const config = pathToFileURL(path.join(root, 'eslint.config.js')).href;
    const { API_DOMAIN_ORDER } = (await import(config)) as { API_DOMAIN_ORDER: string[][] };
    const doc = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    const block = /### Domain order \(lint-enforced\)\n\n```\n([\s\S]*?)```/.exec(doc);
    expect(block, 'docs/architecture.md has the "Domain order (lint-enforced)" block').not.toBeNull();
    const tiers = block![1]!
      .trim()
      .split('\n')
      .map((line) => line.split(/ {2,}/)[0]!.split(', '));
    expect(tiers.reverse()).toEqual(API_DOMAIN_ORDER);
  });
});
