import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { readBackupStream } from '@staffpay/schema/data-protection/backup-reader';
import { BACKUP_FORMAT, BACKUP_VERSION } from '@staffpay/schema/data-protection/backup.schemas';
import { machine, writeResult } from './single-api';

/**
 * `pnpm --filter bench restore-memory`: writes a RESTORE_MEMORY_MB (50) MB backup file (employees,
 * two ledger records per employee per month of a year, a fixed month's snapshot per employee), then
 * reads it through the restore's streaming reader (the contract's: every row checked against its
 * schema and its references) and reports the heap's growth over its level before, sampled every
 * 500 rows: bounded by a chunk's rows and the id sets, not by the file.
 */
const TARGET_MB = Number(process.env.RESTORE_MEMORY_MB ?? 50);
const log = (s: string) => console.log(`[restore-memory-bench] ${s}`);
const MiB = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const employee = (id: number) => ({
  id,
  firstName: 'Айгерим',
  lastName: `Сотрудник ${id}`,
  email: null,
  phone: '+996700000001',
  photoImageId: null,
  birthDate: null,
  hasFlexibleSchedule: false,
  workStartTime: '09:00',
  workEndTime: '18:00',
  role: 'employee',
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
  departmentIds: [1],
  branchIds: [],
});

/** A fixed card's snapshot of about a kilobyte and a half: its figures and lines, as the API writes them. */
const snapshot = (id: number) => ({
  card: { id, firstName: 'Айгерим', figures: { employeeId: id, salary: '50000.00', bonuses: '5000.00' } },
  lines: Array.from({ length: 12 }, (_, k) => ({ kind: 'bonus', amount: '500.00', reason: `Премия за неделю ${k}` })),
});

/** Writes the file section by section; answers its size. */
async function writeFile(file: string, employees: number): Promise<number> {
  const out = fs.createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const rows = async (name: string, n: number, row: (i: number) => unknown) => {
    await write(`,"${name}":[`);
    for (let i = 0; i < n; i++) await write((i ? ',' : '') + JSON.stringify(row(i)));
    await write(']');
  };
  const company = {
    name: 'Память',
    description: null,
    language: 'ru',
    timezone: 'Asia/Bishkek',
    currency: 'KGS',
    showBirthdaysOnDashboard: true,
    birthdayNotificationDays: 3,
    logoImageId: null,
  };
  await write(
    `{"format":"${BACKUP_FORMAT}","version":${BACKUP_VERSION},"createdAt":"2026-11-27T10:00:00.000Z",` +
      `"company":${JSON.stringify(company)},"developerSettings":null,"images":[],"branches":[]`,
  );
  await rows('departments', 1, () => ({ id: 1, name: 'Продажи', description: null, managerId: 2, branchId: null }));
  await rows('employees', employees, (i) => employee(i + 2));
  await rows('salaryTemplates', 0, () => null);
  await rows('ruleTemplates', 0, () => null);
  await rows('ledger', employees * 24, (i) => ({
    id: i + 1,
    employeeId: (i % employees) + 2,
    type: i % 2 ? 'bonus' : 'penalty',
    amount: '500.00',
    reason: 'Премия за выполнение плана',
    quantity: null,
    appliedDate: `2026-${String((i % 12) + 1).padStart(2, '0')}-05`,
  }));
  await rows('performance', 0, () => null);
  await rows('payrollFixes', employees, (i) => ({
    id: i + 1,
    employeeId: i + 2,
    periodFrom: '2026-10-01',
    periodTo: '2026-10-31',
    snapshot: snapshot(i + 2),
    fixedAt: '2026-11-01T00:00:00.000Z',
    reopenedAt: null,
  }));
  for (const name of ['dashboards', 'roles', 'notificationSettings']) await rows(name, 0, () => null);
  await write('}');
  out.end();
  await once(out, 'finish');
  return fs.statSync(file).size;
}

async function main() {
  const file = path.join(os.tmpdir(), `restore-memory-${process.pid}.json`);
  try {
    // About 5.6 KB of file per employee (the rows above).
    const employees = Math.round((TARGET_MB * 1024 * 1024) / 5600);
    const size = await writeFile(file, employees);
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let rows = 0;
    const sample = () => {
      if (++rows % 500 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
    };
    const start = performance.now();
    const { counts } = await readBackupStream(fs.createReadStream(file, { highWaterMark: 256 * 1024 }), {
      rows: { employees: sample, ledger: sample, payrollFixes: sample },
    });
    const seconds = Math.round((performance.now() - start) / 100) / 10;
    const result = {
      date: new Date().toISOString(),
      machine: machine(),
      fileMiB: MiB(size),
      counts: { employees: counts.employees, ledger: counts.ledger, payrollFixes: counts.payrollFixes },
      seconds,
      heapBeforeMiB: MiB(before),
      heapPeakMiB: MiB(peak),
      heapGrowthMiB: MiB(peak - before),
    };
    log(
      `${result.fileMiB} MiB file (${JSON.stringify(result.counts)}) read and checked in ${seconds} s; ` +
        `heap ${result.heapBeforeMiB} → peak ${result.heapPeakMiB} MiB (growth ${result.heapGrowthMiB} MiB)`,
    );
    log(`results written to ${writeResult('restore-memory', result)}`);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

await main();
