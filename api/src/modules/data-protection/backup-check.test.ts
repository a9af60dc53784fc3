import { describe, expect, it } from 'vitest';
import { brokenReference } from '@staffpay/schema/data-protection/backup-references';
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

const checked = (value: unknown) => {
  const result = checkBackup(value);
  return result.ok ? (brokenReference(result.document) ?? 'ok') : result.message;
};

describe('checkBackup and brokenReference (the browser’s preview and the server’s restore)', () => {
  it('accept a whole file', () => {
    expect(checked(file())).toBe('ok');
  });

  it('tell a foreign file, a newer one and a damaged one apart, naming where', () => {
    expect(checked([1, 2])).toBe(PROTECTION_MESSAGES.foreignFile);
    expect(checked({ ...file(), format: 'other' })).toBe(PROTECTION_MESSAGES.foreignFile);
    expect(checked({ ...file(), version: 7 })).toBe(PROTECTION_MESSAGES.newerVersion(7, 1));
    const broken = file();
    (broken.ledger as { amount: string }[])[0]!.amount = 'много';
    expect(checked(broken)).toBe(PROTECTION_MESSAGES.damaged('ledger[1].amount', 'десятичное число'));
    const missing = file();
    delete missing.roles;
    expect(checked(missing)).toMatch(/^Файл резервной копии повреждён: roles/);
  });

  it('refuse a reference outside the file, an id written twice and a custom role named like a built-in one', () => {
    const dangling = file();
    (dangling.departments as { managerId: number }[])[0]!.managerId = 99;
    expect(checked(dangling)).toBe(PROTECTION_MESSAGES.danglingReference('«Отделы», запись 2, поле managerId,', 99));
    const twice = file();
    twice.branches = [...(twice.branches as object[]), ...(twice.branches as object[])];
    expect(checked(twice)).toBe(PROTECTION_MESSAGES.duplicateId('«Филиалы»', 1));
    const unknownRole = file();
    unknownRole.notificationSettings = [{ role: 'cashier', notificationType: 'system', enabled: true }];
    expect(checked(unknownRole)).toMatch(/ссылается на запись cashier/);
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
    expect(checked(builtIn)).toMatch(/встречается дважды/);
  });
});

describe('backupFileName', () => {
  it('keeps Cyrillic and quotes, and drops what no file system takes', () => {
    expect(backupFileName('ООО «Ромашка»', '2026-11-25')).toBe('backup_ООО «Ромашка»_2026-11-25.json');
    expect(backupFileName('A/B:C*?', '2026-11-25')).toBe('backup_A_B_C___2026-11-25.json');
    expect(backupFileName('   ', '2026-11-25')).toBe('backup_company_2026-11-25.json');
  });
});
