import { describe, expect, it } from 'vitest';
import { brokenReference } from '@staffpay/schema/data-protection/backup-references';
import { BackupRefused, readBackupStream } from '@staffpay/schema/data-protection/backup-reader';
import { BACKUP_FORMAT, backupFileName, checkBackup } from '@staffpay/schema/data-protection/backup.schemas';
import { PROTECTION_MESSAGES } from '@staffpay/schema/data-protection/protection.messages';

/** A small valid file: a branch, a department managed by its one employee, a ledger record. */
function file(): Record<string, unknown> {
  return {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    company: {
      name: 'Ромашка',
      description: null,
      language: 'ru',
      timezone: 'Asia/Bishkek',
      currency: 'KGS',
      showBirthdaysOnDashboard: true,
      birthdayNotificationDays: 3,
      logoImageId: null,
    },
    images: [],
    branches: [{ id: 1, name: 'Центр', city: 'Бишкек', address: null }],
    departments: [{ id: 2, name: 'Продажи', description: null, managerId: 3, branchId: 1 }],
    employees: [
      {
        id: 3,
        firstName: 'Анна',
        lastName: 'Ким',
        email: null,
        phone: '1',
        photoImageId: null,
        birthDate: null,
        hasFlexibleSchedule: false,
        workStartTime: '09:00',
        workEndTime: '18:00',
        role: 'manager',
        status: 'active',
        positions: [],
        positionIds: [],
        jobPosition: null,
        customPosition: null,
        employmentType: 'full_time',
        startWorkDate: null,
        workExperience: null,
        skillsCompetencies: null,
        certificates: null,
        foreignLanguages: null,
        education: null,
        previousWorkExperience: null,
        strengths: null,
        weaknesses: null,
        personalQualities: null,
        hobbies: null,
        departmentIds: [2],
        branchIds: [1],
      },
    ],
    salaryTemplates: [],
    ruleTemplates: [],
    ledger: [
      {
        id: 4,
        employeeId: 3,
        type: 'bonus',
        amount: '500.00',
        reason: 'Премия',
        quantity: null,
        appliedDate: '2026-10-05',
      },
    ],
    performance: [],
    payrollFixes: [],
    dashboards: [],
    roles: [],
    notificationSettings: [{ role: 'manager', notificationType: 'system', enabled: false }],
  };
}

/** The file as the reader gets it: itself, wrapped in a request, or its text wrapped; in small chunks. */
async function streamed(value: unknown, form: 'raw' | 'file' | 'wrapped' | 'text', chunk: number): Promise<string> {
  const body = form === 'file' ? value : { mode: 'new', backup: form === 'text' ? JSON.stringify(value) : value };
  const bytes = Buffer.from(form === 'raw' ? String(value) : JSON.stringify(body));
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk);
  }
  try {
    await readBackupStream(chunks());
    return 'ok';
  } catch (error) {
    if (error instanceof BackupRefused) return error.message;
    throw error;
  }
}

/** The parsed check's answer, which the streaming reader must give too, whatever the form and the chunks. */
const checked = async (value: unknown) => {
  const result = checkBackup(structuredClone(value));
  const answer = result.ok ? (brokenReference(result.document) ?? 'ok') : result.message;
  for (const [form, chunk] of [
    ['file', 7],
    ['wrapped', 1],
    ['text', 64 * 1024],
  ] as const) {
    expect(await streamed(value, form, chunk), `${form} in chunks of ${chunk}`).toBe(answer);
  }
  return answer;
};

describe('checkBackup, brokenReference and readBackupStream (the browser’s preview and the server’s restore)', () => {
  it('accept a whole file', async () => {
    expect(await checked(file())).toBe('ok');
  });

  it('stream a file: its head, every row in order and each section’s count', async () => {
    const rows: string[] = [];
    const ends: string[] = [];
    const { head, counts } = await readBackupStream(
      (async function* () {
        yield JSON.stringify({ mode: 'new', backup: file(), confirmName: 'Ромашка' });
      })(),
      {
        rows: { employees: (e) => void rows.push(`employee ${e.id}`), ledger: (r) => void rows.push(`ledger ${r.id}`) },
        sectionEnd: (section, count) => void ends.push(`${section}:${count}`),
      },
    );
    expect(head.company.name).toBe('Ромашка');
    expect(head.developerSettings).toBeNull();
    expect(rows).toEqual(['employee 3', 'ledger 4']);
    expect(ends.slice(0, 4)).toEqual(['images:0', 'branches:1', 'departments:1', 'employees:1']);
    expect(counts).toMatchObject({ employees: 1, ledger: 1, notificationSettings: 1, roles: 0 });
  });

  it('refuse what is not JSON, or is cut short, and sections out of their order', async () => {
    const whole = JSON.stringify(file());
    for (const text of ['', 'not json', whole.slice(0, 300), `${whole}]`]) {
      expect(await streamed(text, 'raw', 5)).toBe(PROTECTION_MESSAGES.notJson);
      expect(await streamed(text, 'wrapped', 5)).toBe(PROTECTION_MESSAGES.notJson);
    }
    const again = JSON.stringify(file()).replace(/}$/, ',"branches":[]}');
    expect(await streamed(again, 'raw', 100)).toMatch(/раздел «Филиалы» не на своём месте/);
    const { branches: _b, ...missing } = file();
    expect(await streamed(missing, 'file', 100)).toMatch(/^Файл резервной копии повреждён: branches — /);
  });

  it('tell a foreign file, a newer one and a damaged one apart, naming where', async () => {
    expect(await checked([1, 2])).toBe(PROTECTION_MESSAGES.foreignFile);
    expect(await checked({ ...file(), format: 'other' })).toBe(PROTECTION_MESSAGES.foreignFile);
    expect(await checked({ ...file(), version: 7 })).toBe(PROTECTION_MESSAGES.newerVersion(7, 1));
    const broken = file();
    (broken.ledger as { amount: string }[])[0]!.amount = 'много';
    expect(await checked(broken)).toBe(PROTECTION_MESSAGES.damaged('ledger[1].amount', 'десятичное число'));
    const missing = file();
    delete missing.roles;
    expect(await checked(missing)).toMatch(/^Файл резервной копии повреждён: roles/);
  });

  it('refuse a reference outside the file, an id written twice and a custom role named like a built-in one', async () => {
    const dangling = file();
    (dangling.departments as { managerId: number }[])[0]!.managerId = 99;
    expect(await checked(dangling)).toBe(
      PROTECTION_MESSAGES.danglingReference('«Отделы», запись 2, поле managerId,', 99),
    );
    const twice = file();
    twice.branches = [...(twice.branches as object[]), ...(twice.branches as object[])];
    expect(await checked(twice)).toBe(PROTECTION_MESSAGES.duplicateId('«Филиалы»', 1));
    const unknownRole = file();
    unknownRole.notificationSettings = [{ role: 'cashier', notificationType: 'system', enabled: true }];
    expect(await checked(unknownRole)).toMatch(/ссылается на запись cashier/);
    const builtIn = file();
    builtIn.roles = [
      {
        id: 5,
        name: 'Владелец',
        code: 'owner',
        description: null,
        color: 'red',
        priority: 1,
        permissions: [],
        tree: [],
      },
    ];
    expect(await checked(builtIn)).toMatch(/встречается дважды/);
  });
});

/** Reads raw text in chunks of `chunk` bytes; answers the branches' and employees' names read, or the refusal. */
async function namesOf(text: string, chunk: number): Promise<string[] | string> {
  const bytes = Buffer.from(text);
  const names: string[] = [];
  try {
    await readBackupStream(
      (async function* () {
        for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk);
      })(),
      { rows: { branches: (b) => void names.push(b.name), employees: (e) => void names.push(e.lastName) } },
    );
    return names;
  } catch (error) {
    if (error instanceof BackupRefused) return error.message;
    throw error;
  }
}

describe('readBackupStream over any JSON layout', () => {
  const chunks = [1, 7, 64 * 1024];

  it('reads a file pretty-printed, minified or with its keys in another order the same', async () => {
    const { format, version, company, createdAt, ...rest } = file();
    const reordered: Record<string, unknown> = { company, createdAt, version, format, ...rest };
    const branches = reordered.branches as Record<string, unknown>[];
    reordered.branches = branches.map(({ address, name, id, city }) => ({ address, name, city, id }));
    for (const text of [
      JSON.stringify(file(), null, 2),
      JSON.stringify(file(), null, '\t').replaceAll('\n', '\r\n'),
      ` \n${JSON.stringify(reordered)}\n `,
    ]) {
      for (const chunk of chunks) expect(await namesOf(text, chunk), `chunks of ${chunk}`).toEqual(['Центр', 'Ким']);
    }
  });

  it('reads escaped quotes and backslashes, \\u escapes and Cyrillic split anywhere between chunks', async () => {
    const text = JSON.stringify(file())
      .replace('"Центр"', String.raw`"Ц\"е\\н\u0022тр\\"`)
      .replace('"Ким"', String.raw`"\u041a\u0438м 🙂"`);
    for (const chunk of [...chunks, 2, 3]) {
      expect(await namesOf(text, chunk), `chunks of ${chunk}`).toEqual(['Ц"е\\н"тр\\', 'Ким 🙂']);
    }
    // A backslash escaping a quote inside a row does not end the row's string early.
    const quoted = JSON.stringify(file()).replace('"Центр"', String.raw`"]}\",\"x"`);
    expect(await namesOf(quoted, 1)).toEqual([']}","x', 'Ким']);
  });

  it('refuses a broken structure anywhere: between sections, between rows and inside a row', async () => {
    const whole = JSON.stringify(file());
    const broken = [
      whole.replace('"images":[]', '"images":[,]'),
      whole.replace('"images":[]', '"images":[}'),
      whole.replace('"images":[],', '"images":[]'),
      whole.replace('"images":[],', '"images":[],,'),
      whole.replace('"images":', '"images"'),
      whole.replace('"images":', 'images:'),
      whole.replace('"address":null}]', '"address":null},]'),
      whole.replace('"address":null}]', '"address":null}{"id":9}]'),
      whole.replace('"address":null}]', '"address":null]'),
      whole.replace('"Центр"', '"Центр'),
      whole.replace('"Центр"', "'Центр'"),
      whole.replace('"version":1', '"version":01'),
      whole.replace('"version":1', '"version":1 2'),
      whole.replace('"enabled":false', '"enabled":fals'),
      `[${whole}`,
      `${whole}}`,
      `${whole} x`,
      `x${whole}`,
      '{"format":"staffpay-backup"',
      '{"a":1,}',
      // Valid, but nested deeper than any backup: refused rather than walked.
      `{"note":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    ];
    for (const text of broken) {
      expect(text).not.toBe(whole);
      for (const chunk of [1, 7, 64 * 1024]) {
        expect(await namesOf(text, chunk), `${text.slice(0, 60)}…${text.slice(-60)} in chunks of ${chunk}`).toBe(
          PROTECTION_MESSAGES.notJson,
        );
      }
    }
  });

  it('skips members it does not know, whatever they hold, and still checks them as JSON', async () => {
    const extra = JSON.stringify({ ...file(), note: { deep: [[{ '"}]': 'a\\' }], 1.5e3, null, true] } });
    expect(await namesOf(extra, 1)).toEqual(['Центр', 'Ким']);
    expect(await namesOf(extra.replace('1500', '1.5.3'), 7)).toBe(PROTECTION_MESSAGES.notJson);
  });
});

describe('backupFileName', () => {
  it('keeps Cyrillic and quotes, and drops what no file system takes', () => {
    expect(backupFileName('ООО «Ромашка»', '2026-11-25')).toBe('backup_ООО «Ромашка»_2026-11-25.json');
    expect(backupFileName('A/B:C*?', '2026-11-25')).toBe('backup_A_B_C___2026-11-25.json');
    expect(backupFileName('   ', '2026-11-25')).toBe('backup_company_2026-11-25.json');
  });
});
