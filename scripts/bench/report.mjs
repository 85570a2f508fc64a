// The bench's figures as a console summary and as the Markdown report (bench/report.md).
import { kb } from './bytes.mjs';

const fmt = (value, digits = 0) => (value == null ? '–' : Number(value).toFixed(digits));

/** A plain-text table with right-aligned numeric columns. */
export function textTable(header, rows) {
  const widths = header.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Markdown table; the first `words` columns are text (left), the others figures (right). */
function markdownTable(header, rows, words = 1) {
  const align = header.map((_, i) => (i < words ? '---' : '---:'));
  return [header, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** Rows of the bytes table: page, path, federated KB (files), monolith KB (files), federated − monolith KB, ratio. */
export function bytesRows(pages) {
  return Object.entries(pages).map(([name, p]) => [
    name,
    p.path,
    `${fmt(kb(p.federated.gzip), 1)} (${p.federated.requests})`,
    p.monolith ? `${fmt(kb(p.monolith.gzip), 1)} (${p.monolith.requests})` : '–',
    p.monolith ? fmt(kb(p.federated.gzip - p.monolith.gzip), 1) : '–',
    p.ratio == null ? '–' : fmt(p.ratio, 2),
  ]);
}
const BYTES_HEADER = ['page', 'path', 'federated KB (files)', 'monolith KB (files)', 'federated − monolith KB', 'ratio'];

/** The origins a page's scripts come from, in this order, then any other. */
const ORIGINS = ['shell', 'catalog', 'checkout', 'account', 'visits', 'backoffice'];

/** Rows of the by-origin table: page, then KB (files) from each origin of ORIGINS. */
export function originRows(pages) {
  return Object.entries(pages).map(([name, p]) => [
    name,
    ...ORIGINS.map((origin) => {
      const from = p.origins?.[origin];
      return from ? `${fmt(kb(from.gzip), 1)} (${from.files})` : '–';
    }),
  ]);
}
const ORIGIN_HEADER = ['page', ...ORIGINS];

/** The widget's lines: its first download, then each chunk it fetches later. */
export function widgetLines(widget) {
  return [`visits-widget.js: ${fmt(kb(widget.first), 1)} KB at first`, ...widget.later.map((c) => `${c.name}: ${fmt(kb(c.gzip), 1)} KB when needed`)];
}

/** "min–max", or the one value when the runs agree; "–" without figures. */
const spread = (r, digits = 0) => (r == null ? '–' : fmt(r.min, digits) === fmt(r.max, digits) ? fmt(r.min, digits) : `${fmt(r.min, digits)}–${fmt(r.max, digits)}`);

/** A median score, with the range of its runs in brackets when they differ. */
const scoreCell = (p, category) => {
  const r = p.ranges?.[category];
  return r && r.min !== r.max ? `${fmt(p.scores[category])} (${spread(r)})` : fmt(p.scores[category]);
};

/**
 * Rows of the Lighthouse table: page, the median of each score (the runs' range in brackets) and
 * metric, the TBT's range, then the range of benchmarkIndex and of the load average over the runs.
 */
export function lighthouseRows(pages) {
  return Object.entries(pages).map(([name, p]) => [
    name,
    scoreCell(p, 'performance'),
    scoreCell(p, 'accessibility'),
    scoreCell(p, 'best-practices'),
    scoreCell(p, 'seo'),
    fmt(p.metrics.fcp),
    fmt(p.metrics.lcp),
    fmt(p.metrics.tbt),
    spread(p.ranges?.tbt),
    p.ranges?.cls && p.ranges.cls.max !== p.ranges.cls.min ? `${fmt(p.metrics.cls, 3)} (${spread(p.ranges.cls, 3)})` : fmt(p.metrics.cls, 3),
    spread(p.ranges?.benchmarkIndex),
    spread(p.ranges?.load, 2),
  ]);
}
const LIGHTHOUSE_HEADER = ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'TBT range', 'CLS', 'benchmarkIndex', 'load'];

/** 1234.4 → "1,234" */
const ms = (value) => Math.round(value).toLocaleString('en-GB');

/**
 * One line per page: the metrics that cost performance points (half a point or more, median of
 * the runs), where its median run's simulated main-thread time went, by group, by script and in
 * its longest tasks, and the audits that failed in any run outside performance.
 */
export function mainThreadLines(pages) {
  return Object.entries(pages).map(([name, p]) => {
    const run = p.medianRun == null ? '' : `, run ${p.medianRun + 1} of ${p.runs?.length ?? '?'}`;
    const parts = [`**${name}** (${p.path ?? ''}${run})`];
    const lost = Object.entries(p.lost ?? {})
      .filter(([, points]) => points >= 0.5)
      .sort((a, b) => b[1] - a[1]);
    if (lost.length) parts.push(`performance points lost (median): ${lost.map(([metric, points]) => `${metric} ${fmt(points, 1)}`).join(', ')}`);
    const thread = p.mainThread;
    if (thread) {
      parts.push(`main thread ${thread.total == null ? '–' : ms(thread.total)} ms: ${thread.groups.map((g) => `${g.label.toLowerCase()} ${ms(g.ms)}`).join(', ')}`);
      if (thread.scripts.length) parts.push(`scripts: ${thread.scripts.map((x) => `${x.name} ${ms(x.ms)} (evaluation ${ms(x.scripting)}, parse ${ms(x.parse)})`).join(', ')}`);
      if (thread.longTasks?.length) parts.push(`longest tasks: ${thread.longTasks.map((t) => `${ms(t.ms)} at ${ms(t.start)} in ${t.name}`).join(', ')}`);
    }
    const failed = Object.entries(p.failed ?? {}).map(([category, ids]) => `${category}: ${ids.join(', ')}`);
    if (failed.length) parts.push(`failed audits ${failed.join('; ')}`);
    if (p.errors?.length) parts.push(`errors: ${[...new Set(p.errors)].join('; ')}`);
    return parts.join('; ');
  });
}

export function apiRows(runs) {
  const rows = [];
  for (const run of runs) {
    for (const [name, r] of Object.entries(run.results)) {
      rows.push([`${name} (${run.label})`, fmt(r.rps), fmt(r.p50), fmt(r.p99), fmt(r.errors + r.non2xx)]);
    }
    for (const r of run.paced ?? []) {
      rows.push([`${r.route} at ${r.rate} req/s (${run.label})`, fmt(r.rps), fmt(r.p50), fmt(r.p99), fmt(r.errors + r.non2xx)]);
    }
  }
  return rows;
}
const API_HEADER = ['call', 'req/s', 'p50 ms', 'p99 ms', 'errors'];

const withUnit = (value, unit) => (unit ? `${value} ${unit}` : String(value));
const checkLine = (c) =>
  `${c.ok ? '✓' : '✗'} ${c.name}: ${c.value == null ? 'not measured' : withUnit(c.value, c.unit)} (${c.kind === 'max' ? '≤' : '≥'} ${withUnit(c.limit, c.unit)}${c.note ? `, ${c.note}` : ''})`;

/** The console summary of a finished run. */
export function consoleSummary(results) {
  const parts = [];
  if (results.bytes) {
    parts.push(`JavaScript per page, gzip (KB = 1024 bytes)\n${textTable(BYTES_HEADER, bytesRows(results.bytes.pages))}`);
    parts.push(`Federated scripts by origin, KB (files)\n${textTable(ORIGIN_HEADER, originRows(results.bytes.pages))}`);
    if (results.bytes.widget) parts.push(`Booking widget, gzip\n${widgetLines(results.bytes.widget).join('\n')}`);
  }
  if (results.lighthouse) parts.push(`Lighthouse ${results.lighthouse.version}, mobile, median of ${results.lighthouse.runs}\n${textTable(LIGHTHOUSE_HEADER, lighthouseRows(results.lighthouse.pages))}`);
  if (results.api?.length) parts.push(`api under load (${results.api[0].connections} connections, ${results.api[0].seconds} s per call)\n${textTable(API_HEADER, apiRows(results.api))}`);
  parts.push(results.checks.map(checkLine).join('\n'));
  const failed = results.checks.filter((c) => !c.ok).length;
  parts.push(failed ? `${failed} of ${results.checks.length} checks failed` : `all ${results.checks.length} checks passed`);
  return parts.join('\n\n');
}

/** Under a section kept from an earlier run (earlier.mjs): that run. */
function earlierLines(results, stage) {
  const run = results.earlier?.[stage];
  if (!run) return [];
  const load = run.loadBefore ? `, load average ${run.loadBefore.map((l) => l.toFixed(2)).join(' / ')} at its start` : '';
  return [`_Kept from an earlier run: \`${run.command}\` on ${run.date} at commit ${run.commit}${load}._`, ''];
}

/** The Markdown report committed as bench/report.md. */
export function markdownReport(results) {
  const { machine } = results;
  const lines = [
    '# Performance bench',
    '',
    `Made by \`${results.command}\` on ${results.date} at commit ${results.commit}.`,
    `Machine: ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}, ${machine.chromium}; load average ${machine.loadBefore.map((l) => l.toFixed(2)).join(' / ')} at the start (other work shares these cores: times vary between runs, bytes do not).`,
    '',
  ];
  if (results.bytes) {
    lines.push(
      '## JavaScript per page',
      '',
      ...earlierLines(results, 'bytes'),
      'What Chromium fetched as script for a first visit (empty cache) until the page showed its content and the network was quiet, every origin counted, each file once, gzip level 9 computed by the bench. The monolith is the same sources built as one application without Module Federation (`tooling/webpack.monolith.cjs`).',
      '',
      markdownTable(BYTES_HEADER, bytesRows(results.bytes.pages), 2),
      '',
    );
    lines.push(
      'Federated scripts by origin, KB gzip (files): the shell, each remote, the back office (none on a shopper page).',
      '',
      markdownTable(ORIGIN_HEADER, originRows(results.bytes.pages)),
      '',
    );
    if (results.bytes.widget) {
      lines.push(
        '### The booking widget',
        '',
        "What a partner's page downloads with the script tag, then what the widget fetches from beside it when needed (`mfe-visits/dist`), gzip level 9:",
        '',
        ...widgetLines(results.bytes.widget).map((line) => `- ${line}`),
        '',
      );
    }
    if (results.bytes.cacheProblems.length) lines.push('Cache headers:', '', ...results.bytes.cacheProblems.map((p) => `- ${p}`), '');
    else lines.push('Cache headers: every content-hashed script is `immutable`, every entry (`main.js`, `remoteEntry.js`) `no-cache`.', '');
  }
  if (results.lighthouse) {
    lines.push(
      `## Lighthouse ${results.lighthouse.version} (mobile, simulated throttling)`,
      '',
      ...earlierLines(results, 'lighthouse'),
      `Median of ${results.lighthouse.runs} runs per page on the federated build, each a first visit: cookies, storage and cache cleared, then the page's own cookies set (the basket holding a product, the account's login). In brackets: the lowest and highest run (a score; CLS when a run shifted). benchmarkIndex: Lighthouse's rating of the machine's speed at each run (higher is faster; its throttling assumes a steady machine); load: the load average (1 min) at each run's start. Every run's figures are in results.json.`,
      '',
      markdownTable(LIGHTHOUSE_HEADER, lighthouseRows(results.lighthouse.pages)),
      '',
      "Where each page's time goes: the simulated main thread of its median run (Lighthouse's pick: the run nearest the median FCP and TTI), its measured times × 4 (the mobile CPU slowdown), by group ('mainthread-work-breakdown') and by script ('bootup-time'; \"document\": the page's HTML and inline scripts), in ms.",
      '',
      ...mainThreadLines(results.lighthouse.pages).map((line) => `- ${line}`),
      '',
    );
  }
  if (results.api?.length) {
    const first = results.api[0];
    lines.push(
      '## api under load (autocannon)',
      '',
      ...earlierLines(results, 'api'),
      `${first.connections} connections for ${first.seconds} s per call after a 2 s warm-up; the load generator runs on the same machine. Basket add creates a visitor's basket each time. "No cache": the api started with \`CATALOGUE_CACHE_TTL_MS=0\`; "log at info" / "log off": with \`LOG_LEVEL=info\` (its log into /dev/null) / \`silent\` (the other rows: \`warn\`). The rows "at N req/s" are paced by autocannon (\`overallRate\`, 50 connections, ${first.pacing === 'lockstep' ? "in lockstep: every connection's share sent at the top of each second, all at once (`--lockstep`)" : 'spread over each second: one run per connection, each started 20 ms after the previous one'}); their writes work on data made before the run: a basket add goes to a visitor's basket already holding two products, each basket valid (a transfer, its mail queued in the outbox) and each payment (the provider's page for a card order) to an order of its own.`,
      '',
      markdownTable(API_HEADER, apiRows(results.api)),
      '',
    );
  }
  if (results.skipped?.length) lines.push('## Not measured', '', ...results.skipped.map((s) => `- ${s}`), '');
  lines.push('## Checks against bench/budget.json', '', ...results.checks.map((c) => `- ${checkLine(c)}`), '');
  return `${lines.join('\n')}\n`;
}
