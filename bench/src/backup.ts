import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import { createCompanies } from './seed';
import { facts, fill, templates } from './payroll-seed';
import { rssKiB } from './proc-stats';
import { call, machine, runSingleApi, writeResult } from './single-api';

/**
 * `pnpm --filter bench backup`: one API process (production mode) on a fresh database; a company of
 * BACKUP_EMPLOYEES (10 000) employees with a year of history (the payroll bench's: a performance
 * record and two ledger records per employee per month) and every past month of it fixed (a real
 * snapshot, made by the API for one employee, repeated for each). Then the company's backup is
 * downloaded (streamed to a file) and, by a fresh API process (so the backup's garbage is not
 * counted against it), restored as a new company from that file, sent as the body itself and
 * streamed from disk as the web app sends it; for each, the time, the API process's resident memory
 * before (idle) and at its peak (sampled every 20 ms), and the file's size.
 */
const EMPLOYEES = Number(process.env.BACKUP_EMPLOYEES ?? 10_000);
const log = (s: string) => console.log(`[backup-bench] ${s}`);
const MiB = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Runs `work` while sampling the process's resident memory; its peak and its level before. */
async function measured<T>(pid: number, work: () => Promise<T>) {
  const before = rssKiB(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssKiB(pid))), 20);
  const start = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: Math.round((performance.now() - start) / 100) / 10,
      rssBeforeMiB: MiB(before * 1024),
      rssPeakMiB: MiB(peak * 1024),
    };
  } finally {
    clearInterval(timer);
  }
}

/** Every past month of the year fixed for every employee, with the snapshot the API made for one. */
async function fixHistory(db: pg.Client, api: string, token: string, companyId: number) {
  const [first] = (await db.query('select id from employees where company_id = $1 order by id limit 1', [companyId]))
    .rows;
  const month = (await db.query("select to_char(date_trunc('month', now() - interval '1 month'), 'YYYY-MM-DD') as m"))
    .rows[0].m as string;
  const end = (await db.query("select to_char((date_trunc('month', now()) - interval '1 day'), 'YYYY-MM-DD') as d"))
    .rows[0].d as string;
  const fix = JSON.parse(
    await call(`${api}/api/fix-employee-rules`, token, {
      method: 'POST',
      body: JSON.stringify({ companyId, employeeId: first.id, startDate: month, endDate: end, employeeProfit: '0' }),
    }),
  );
  await db.query(
    `insert into payroll_fixes (company_id, employee_id, period_from, period_to, snapshot, fixed_at)
     select $1, e.id, m::date, (m + interval '1 month - 1 day')::date,
            jsonb_set(jsonb_set($2::jsonb, '{card,id}', to_jsonb(e.id)), '{card,figures,employeeId}', to_jsonb(e.id)), now()
       from employees e
       cross join generate_series(date_trunc('month', now() - interval '11 months'), date_trunc('month', now() - interval '1 month'), interval '1 month') m
      where e.company_id = $1 and not (e.id = $3 and m = $4::date)`,
    [companyId, JSON.stringify(fix.snapshot), first.id, month],
  );
}

runSingleApi('backup', async ({ api, databaseUrl, token, restart }) => {
  const [companyId] = await createCompanies(api.url, token, 1);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const file = path.join(os.tmpdir(), `backup-bench-${process.pid}.json`);
  try {
    const departments = await fill(db, companyId!, EMPLOYEES);
    const { bonus, penalty } = await templates(api.url, token, companyId!, departments);
    await facts(db, companyId!, bonus, penalty);
    await fixHistory(db, api.url, token, companyId!);
    await db.query('analyze');
    const counts = async (id: number) =>
      (
        await db.query(
          `select (select count(*)::int from employees where company_id = $1) as employees,
                  (select count(*)::int from performance_records where company_id = $1) as performance,
                  (select count(*)::int from ledger_records where company_id = $1) as ledger,
                  (select count(*)::int from payroll_fixes where company_id = $1) as fixes`,
          [id],
        )
      ).rows[0];
    const source = await counts(companyId!);
    log(`company: ${JSON.stringify(source)}`);
    const pid = api.child.pid!;

    const backup = await measured(pid, async () => {
      // As a browser asks: gzip on the wire, the JSON on disk.
      const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .request(
            `${api.url}/api/database/backup/company/${companyId}`,
            { method: 'POST', headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } },
            resolve,
          )
          .on('error', reject)
          .end(),
      );
      if (res.statusCode !== 200 || res.headers['content-encoding'] !== 'gzip') {
        throw new Error(`backup answered ${res.statusCode} ${res.headers['content-encoding']}`);
      }
      let wire = 0;
      res.on('data', (chunk: Buffer) => (wire += chunk.length));
      await pipeline(res, createGunzip(), fs.createWriteStream(file));
      return { wire, size: fs.statSync(file).size };
    });
    log(
      `backup: ${backup.seconds} s, ${MiB(backup.result.size)} MiB file (${MiB(backup.result.wire)} MiB gzip on the wire), API peak RSS ${backup.rssPeakMiB} MiB (before ${backup.rssBeforeMiB})`,
    );

    const fresh = await restart();
    const restore = await measured(fresh.child.pid!, async () => {
      // As the web app sends it: the file itself, streamed from disk, the target in the query.
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const req = http.request(
          `${fresh.url}/api/database/restore?mode=new`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/octet-stream',
              'content-length': fs.statSync(file).size,
            },
          },
          resolve,
        );
        req.on('error', reject);
        fs.createReadStream(file).pipe(req);
      });
      let text = '';
      for await (const chunk of res) text += chunk;
      if (res.statusCode !== 201) throw new Error(`restore answered ${res.statusCode}: ${text.slice(0, 300)}`);
      return JSON.parse(text) as { companyId: number };
    });
    const restored = await counts(restore.result.companyId);
    log(
      `restore: ${restore.seconds} s, API peak RSS ${restore.rssPeakMiB} MiB (before ${restore.rssBeforeMiB}); restored ${JSON.stringify(restored)}`,
    );
    if (JSON.stringify(restored) !== JSON.stringify(source)) throw new Error('the restored company differs');

    const result = {
      date: new Date().toISOString(),
      machine: machine(),
      apiNodeFlags: process.env.BENCH_API_NODE_FLAGS ?? '',
      company: source,
      fileMiB: MiB(backup.result.size),
      wireMiB: MiB(backup.result.wire),
      backup: { seconds: backup.seconds, rssBeforeMiB: backup.rssBeforeMiB, rssPeakMiB: backup.rssPeakMiB },
      restore: { seconds: restore.seconds, rssBeforeMiB: restore.rssBeforeMiB, rssPeakMiB: restore.rssPeakMiB },
    };
    log(`results written to ${writeResult('backup', result)}`);
  } finally {
    fs.rmSync(file, { force: true });
    await db.end();
  }
});
