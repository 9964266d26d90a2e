/**
 * Runs stages (shell commands) side by side within a number of slots, each as soon as the
 * stages it needs have passed. Each stage writes to its own log, printed whole when it ends, so
 * outputs never interleave; a line marks each start and end, a heartbeat names what still runs,
 * and a table of times closes the run. A failed stage fails the run; the others still run
 * (what needs it is skipped), so one run shows every failure.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Stage {
  name: string;
  /** A bash command, run from the repository root. */
  run: string;
  /** Stages that must pass before this one starts. */
  needs?: string[];
  /** Cores it keeps busy, counted against the runner's slots (default 1). */
  cpus?: number;
  env?: Record<string, string>;
  /** Killed and failed after this long (default 60 minutes). */
  minutes?: number;
  /**
   * Why this machine cannot run the stage (a missing server), if it cannot: the stage is then
   * skipped, which fails the run under CI (CI=true) and is only reported elsewhere.
   */
  unavailable?: () => string | undefined;
  /** A line of the log worth a place in the closing table (its test count). */
  summary?: (log: string) => string | undefined;
}

export interface Result {
  name: string;
  /** skipped: a stage it needs did not pass; missing: this machine cannot run it. */
  status: 'passed' | 'failed' | 'skipped' | 'missing';
  /** Seconds after the run started. */
  start: number;
  seconds: number;
  note: string;
  logFile?: string;
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

export async function runStages(
  stages: Stage[],
  opts: { root: string; slots: number; logDir?: string },
): Promise<Result[]> {
  const logDir = opts.logDir ?? mkdtempSync(path.join(os.tmpdir(), 'ci-stages-'));
  const t0 = Date.now();
  const since = () => (Date.now() - t0) / 1000;
  const say = (line: string) => console.log(`[ci ${clock(since())}] ${line}`);
  const names = new Set(stages.map((s) => s.name));
  for (const s of stages) {
    for (const n of s.needs ?? []) {
      if (!names.has(n)) throw new Error(`Stage ${s.name} needs ${n}, which is not in this run`);
    }
  }

  const pending = [...stages];
  const running = new Map<string, { child: ChildProcess; start: number; cpus: number }>();
  const results = new Map<string, Result>();
  let used = 0;
  let wake: () => void = () => {};

  const start = (s: Stage) => {
    const logFile = path.join(logDir, `${s.name.replace(/[^\w.-]+/g, '-')}.log`);
    const fd = openSync(logFile, 'w');
    const child = spawn('bash', ['-c', s.run], {
      cwd: opts.root,
      env: { ...process.env, ...s.env },
      stdio: ['ignore', fd, fd],
      // Its own process group: an interrupt or a timeout stops the stage and all it started.
      detached: true,
    });
    closeSync(fd);
    const cpus = Math.min(s.cpus ?? 1, opts.slots);
    const begun = since();
    running.set(s.name, { child, start: begun, cpus });
    used += cpus;
    say(`start ${s.name}: ${s.run}`);
    let timedOut = false;
    const limit = setTimeout(
      () => {
        timedOut = true;
        killGroup(child, 'SIGTERM');
        setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
      },
      (s.minutes ?? 60) * 60_000,
    );
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(limit);
      running.delete(s.name);
      used -= cpus;
      const seconds = since() - begun;
      const log = readFileSync(logFile, 'utf8');
      const ok = code === 0 && !timedOut;
      const why = timedOut
        ? `timed out after ${s.minutes ?? 60} min`
        : ok
          ? ''
          : signal
            ? `killed by ${signal}`
            : `exit code ${code}`;
      // Colour codes out of the log before its summary line is looked for.
      const plain = log.replace(/\x1b\[[0-9;]*m/g, '');
      const note = [why, s.summary?.(plain)].filter(Boolean).join('; ');
      results.set(s.name, {
        name: s.name,
        status: ok ? 'passed' : 'failed',
        start: begun,
        seconds,
        note,
        logFile,
      });
      const head = `${s.name}: ${ok ? 'passed' : 'FAILED'} in ${Math.round(seconds)} s${note ? ` (${note})` : ''}`;
      console.log(`\n┏━━ ${head} ━━ ${logFile}`);
      process.stdout.write(log.endsWith('\n') || !log ? log : `${log}\n`);
      console.log(`┗━━ end of ${s.name} ━━\n`);
      say(head);
      wake();
    };
    let ended = false;
    const once = (code: number | null, signal: NodeJS.Signals | null) => {
      if (!ended) finish(code, signal);
      ended = true;
    };
    child.once('error', (e) => {
      console.error(`${s.name}: ${e.message}`);
      once(1, null);
    });
    child.once('close', once);
  };

  // Interrupted: each running stage's whole process group is asked to stop, and killed if it
  // has not after 10 s (a server a test started may wait on its connections).
  const stopAll = (signal: NodeJS.Signals) => {
    const children = [...running.values()].map((r) => r.child);
    for (const child of children) killGroup(child, 'SIGTERM');
    say(`${signal}: stopping ${[...running.keys()].join(', ') || 'nothing'}`);
    setTimeout(() => {
      for (const child of children) killGroup(child, 'SIGKILL');
      process.exit(130);
    }, 10_000);
  };
  process.once('SIGINT', stopAll);
  process.once('SIGTERM', stopAll);
  const heartbeat = setInterval(() => {
    const now = since();
    const list = [...running].map(([n, r]) => `${n} (${clock(now - r.start)})`).join(', ');
    say(
      `running: ${list || 'nothing'}; waiting: ${pending.map((s) => s.name).join(', ') || 'none'}`,
    );
  }, 60_000);

  while (pending.length || running.size) {
    // What needs a failed or skipped stage is skipped.
    for (const s of [...pending]) {
      const broken = (s.needs ?? []).filter((n) => {
        const r = results.get(n);
        return r && r.status !== 'passed';
      });
      if (broken.length) {
        pending.splice(pending.indexOf(s), 1);
        const note = `skipped: ${broken.join(', ')} did not pass`;
        results.set(s.name, { name: s.name, status: 'skipped', start: since(), seconds: 0, note });
        say(`${s.name}: ${note}`);
      }
    }
    for (const s of [...pending]) {
      const missing = s.unavailable?.();
      if (missing) {
        pending.splice(pending.indexOf(s), 1);
        results.set(s.name, {
          name: s.name,
          status: 'missing',
          start: since(),
          seconds: 0,
          note: missing,
        });
        say(`${s.name}: not run, ${missing}`);
      }
    }
    // In the order given: the first ready stage that does not fit waits for room, and nothing
    // behind it jumps the queue (a two-core stage would otherwise never find two free slots).
    for (const s of [...pending]) {
      const ready = (s.needs ?? []).every((n) => results.get(n)?.status === 'passed');
      if (!ready) continue;
      if (used + Math.min(s.cpus ?? 1, opts.slots) > opts.slots) break;
      pending.splice(pending.indexOf(s), 1);
      start(s);
    }
    if (!running.size) {
      if (pending.length)
        throw new Error(`Nothing can start: ${pending.map((s) => s.name).join(', ')}`);
      break;
    }
    await new Promise<void>((r) => (wake = r));
  }
  clearInterval(heartbeat);
  process.removeListener('SIGINT', stopAll);
  process.removeListener('SIGTERM', stopAll);
  return stages.map((s) => results.get(s.name)!);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** The closing table: each stage's start, time and note, then the run's total. */
export function report(results: Result[], totalSeconds: number) {
  const width = Math.max(...results.map((r) => r.name.length), 5);
  const lines = [
    `${'stage'.padEnd(width)}  result   start   time  note`,
    ...results
      .slice()
      .sort((a, b) => a.start - b.start)
      .map(
        (r) =>
          `${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${clock(r.start).padStart(5)}  ${clock(r.seconds).padStart(5)}  ${r.note}`,
      ),
  ];
  const busy = results.reduce((sum, r) => sum + r.seconds, 0);
  lines.push(
    `Total: ${clock(totalSeconds)} (${Math.round(totalSeconds)} s) wall, the stages' times summed ${Math.round(busy)} s`,
  );
  return lines.join('\n');
}
