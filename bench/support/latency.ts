/** Latency figures from every response's time, in milliseconds; exact, not from buckets. */
export type LatencySummary = {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

const round = (value: number) => Number(value.toFixed(2));

/** The nearest-rank percentile of sorted values. */
const percentile = (sorted: readonly number[], fraction: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;

export const summarize = (latencies: number[], errors: number, seconds: number): LatencySummary => {
  const sorted = Float64Array.from(latencies).sort();
  const values = Array.from(sorted);
  return {
    requests: values.length,
    errors,
    requestsPerSecond: round(values.length / seconds),
    p50: round(percentile(values, 0.5)),
    p95: round(percentile(values, 0.95)),
    p99: round(percentile(values, 0.99)),
    max: round(values.at(-1) ?? 0),
  };
};
