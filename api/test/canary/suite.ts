/**
 * The shape every canary sweep file shares: one app and one canary company per file, the sweep
 * run once, then three verdicts: it reached the operations, every reader saw the canaries of
 * the keys it holds, and no reader saw one of a key it lacks (the failure lists each leak once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { FIELDS } from './canaries';
import { canaryCompany, type CanaryCompany } from './canary-fixture';
import { Findings } from './findings';
import { webhookReceiver } from './receiver';

export interface SweepEnv {
  app: TestApp;
  company: CanaryCompany;
  receiver: Awaited<ReturnType<typeof webhookReceiver>>;
  findings: Findings;
}

export function describeSweep(
  transport: string,
  options: {
    sweep: (env: SweepEnv) => Promise<void>;
    /** Fewest operations that must answer with data: a sweep that reaches nothing fails. */
    minAnswered: number;
    /** Operations (as the findings name them, argument values blanked) that must answer with data. */
    mustAnswer?: string[];
    /** Operations whose answers must show a canary to some reader holding its key (files are read, not skipped). */
    mustShow?: string[];
    /** Extra verdicts on what the sweep saw. */
    also?: (env: () => SweepEnv) => void;
  },
): void {
  let env: SweepEnv;
  let receiver: SweepEnv['receiver'] | undefined;
  let app: TestApp | undefined;

  beforeAll(async () => {
    receiver = await webhookReceiver();
    app = await startTestApp({ ALLOW_PRIVATE_ENDPOINTS: 'true' });
    const company = await canaryCompany(app, receiver.base);
    env = { app, company, receiver, findings: new Findings(transport, company.canaries) };
    await options.sweep(env);
    console.log(env.findings.summary(FIELDS.length));
    for (const note of env.findings.notes) console.log(`canary sweep [${transport}]: ${note}`);
    const pairs = env.findings.leakingPairs();
    if (pairs.length) console.log(`canary sweep [${transport}] leaking operation × key:\n${pairs.join('\n')}`);
  }, 170_000);
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  const blank = (op: string) => op.replace(/=[^&),]*/g, '=').replace(/: [^,)]*/g, ':');

  describe(`canary sweep over ${transport}`, () => {
    it('reaches the operations', () => {
      const answered = env.findings.answeredOps();
      expect(answered.length, answered.join('\n')).toBeGreaterThanOrEqual(options.minAnswered);
      for (const op of options.mustAnswer ?? [])
        expect(
          answered.some((a) => blank(a).startsWith(blank(op))),
          `${op} never answered with data:\n${answered.join('\n')}`,
        ).toBe(true);
    });

    it('reads the answers: the named operations show held canaries', () => {
      const showing = env.findings.showingOps();
      for (const op of options.mustShow ?? [])
        expect(
          showing.some((a) => blank(a).startsWith(blank(op))),
          `${op} showed no canary to anyone:\n${showing.join('\n')}`,
        ).toBe(true);
    });

    it('every reader sees the canaries of the keys it holds (the fixture planted them, the sweep can see them)', () => {
      expect(env.findings.blindSpots(env.company.principals, FIELDS)).toEqual([]);
    });

    it('no reader sees a canary of a key it lacks', () => {
      const leaks = env.findings.leakList();
      expect(
        leaks.length,
        `${leaks.length} leaks (operation × missing key × canary × where):\n${leaks.join('\n')}`,
      ).toBe(0);
    });

    options.also?.(() => env);
  });
}
