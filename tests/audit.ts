/**
 * `npm audit` for what reaches visitors (`--omit=dev`): fails on any high or critical advisory
 * and lists them. Exit 0: none; 1: found; 3: the advisory service could not be asked (an
 * offline machine, or a registry mirror without the audit endpoints), which the test command
 * reports as not verified rather than as passed.
 */
import { spawnSync } from 'node:child_process';

interface Finding {
  name: string;
  severity: 'info' | 'low' | 'moderate' | 'high' | 'critical';
  range: string;
  fixAvailable: unknown;
  via: ({ title?: string; url?: string } | string)[];
}

interface Report {
  vulnerabilities?: Record<string, Finding>;
  metadata?: { vulnerabilities: Record<Finding['severity'] | 'total', number> };
  /** npm's error answer: `error` for most failures, `message` for an HTTP refusal. */
  error?: { code?: string; summary?: string };
  message?: string;
}

export const UNREACHABLE = 3;
const BLOCKING = new Set<Finding['severity']>(['high', 'critical']);

/** The verdict on one `npm audit --json` answer: an exit code and the lines to print. */
export function judge(output: string): { code: number; lines: string[] } {
  let report: Report;
  try {
    report = JSON.parse(output) as Report;
  } catch {
    return { code: UNREACHABLE, lines: ['npm audit gave no report: not verified.'] };
  }
  if (!report.metadata) {
    const why =
      report.message ?? report.error?.summary?.split('\n')[0] ?? report.error?.code ?? 'no answer';
    return { code: UNREACHABLE, lines: [`advisory service unreachable (${why}): not verified.`] };
  }
  const counts = report.metadata.vulnerabilities;
  const blocking = Object.values(report.vulnerabilities ?? {}).filter((finding) =>
    BLOCKING.has(finding.severity),
  );
  const lines = [
    `production dependencies: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low`,
    ...blocking.map((finding) => {
      const titles = finding.via
        .map((via) => (typeof via === 'string' ? `via ${via}` : `${via.title} ${via.url ?? ''}`))
        .join('; ');
      const fix = finding.fixAvailable ? 'fix available' : 'no fix yet';
      return `  ${finding.severity}: ${finding.name} ${finding.range} (${fix}): ${titles}`;
    }),
  ];
  return { code: blocking.length > 0 ? 1 : 0, lines };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  const { code, lines } = judge(result.stdout ?? '');
  for (const line of lines) console.log(line);
  process.exit(code);
}
