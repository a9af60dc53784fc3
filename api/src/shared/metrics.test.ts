import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from './errors';
import { createMetrics } from './metrics';

const runs = async (metrics: ReturnType<typeof createMetrics>, job: 'restore' | 'backup') => {
  const { values } = await metrics.registry.getSingleMetric(`staffpay_${job}_duration_seconds`)!.get();
  return Object.fromEntries(
    values
      .filter((v) => (v as { metricName?: string }).metricName?.endsWith('_count'))
      .map((v) => [v.labels.outcome, v.value]),
  );
};

describe('timeJob', () => {
  it('times a run that ends and one that fails, but not a refusal', async () => {
    const metrics = createMetrics();
    expect(await metrics.timeJob('restore', async () => 7)).toBe(7);
    await expect(metrics.timeJob('restore', () => Promise.reject(new Error('disk full')))).rejects.toThrow();
    await expect(
      metrics.timeJob('restore', () => Promise.reject(new AppError('FORBIDDEN', 'Недостаточно прав'))),
    ).rejects.toThrow();
    expect(await runs(metrics, 'restore')).toEqual({ ok: 1, failed: 1 });
  });

  it('times a job answering a stream until the stream has ended, or failed when it broke off', async () => {
    const metrics = createMetrics();
    const whole = await metrics.timeJob('backup', async () => ({ stream: Readable.from(['{}']) }));
    expect(await runs(metrics, 'backup')).toEqual({});
    for await (const chunk of whole.stream) expect(chunk).toBe('{}');
    const cut = await metrics.timeJob('backup', async () => ({ stream: Readable.from(['{', '}']) }));
    const closed = new Promise((resolve) => cut.stream.once('close', resolve));
    cut.stream.destroy();
    await closed;
    // The whole one is timed once it closes, after its end.
    await vi.waitFor(async () => expect(await runs(metrics, 'backup')).toEqual({ ok: 1, failed: 1 }));
  });
});
