import * as hdr from 'hdr-histogram-js';

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** Latencies in milliseconds, recorded at microsecond resolution with 3 significant digits. */
export class Latencies {
  private readonly h = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 600_000_000,
    numberOfSignificantValueDigits: 3,
  });

  record(ms: number) {
    this.h.recordValue(Math.max(1, Math.round(ms * 1000)));
  }

  summary(): Summary {
    const ms = (us: number) => Math.round(us) / 1000;
    return {
      count: this.h.totalCount,
      p50: ms(this.h.getValueAtPercentile(50)),
      p95: ms(this.h.getValueAtPercentile(95)),
      p99: ms(this.h.getValueAtPercentile(99)),
      max: ms(this.h.maxValue),
      mean: ms(this.h.mean),
    };
  }
}

export function formatSummary(s: Summary): string {
  return `p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms (n=${s.count})`;
}
