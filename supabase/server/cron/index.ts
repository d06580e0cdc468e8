// The local stand-in for pg_cron's background worker: every tick it reads the active rows of
// cron.job (the bootstrap emulates pg_cron's catalogue and cron.schedule()), runs the due ones as
// the role that scheduled them (cron.job.username, as pg_cron does: the migrations' jobs run as
// the migration role, hosted postgres), one run per job at a time, and records each run in cron.job_run_details.
// The jobs themselves are SQL in the migrations, so a hosted project's pg_cron runs the same.
import type { Db } from '../db/index.ts';
import { isDue, parseSchedule, type Schedule } from './schedule.ts';

interface JobRow { jobid: string; jobname: string | null; schedule: string; command: string; username: string }

/** Run details kept per job (pg_cron keeps all; a local database should not grow forever). */
const KEEP_RUNS = 100;

export interface CronOptions {
  tickMs?: number;
  /** The clock (tests). */
  now?: () => Date;
  log?: (m: string, e?: unknown) => void;
}

export class CronScheduler {
  private db: Db;
  private tickMs: number;
  private now: () => Date;
  private log: (m: string, e?: unknown) => void;
  private timer: NodeJS.Timeout | null = null;
  private lastStart = new Map<string, number>();
  private running = new Map<string, Promise<void>>();
  private parsed = new Map<string, Schedule | null>();
  private ticking: Promise<void> | null = null;
  private closed = false;

  constructor(db: Db, opts: CronOptions = {}) {
    this.db = db;
    this.tickMs = opts.tickMs ?? 1000;
    this.now = opts.now ?? (() => new Date());
    this.log = opts.log ?? (() => {});
  }

  start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => {
      if (!this.ticking) this.ticking = this.tick().finally(() => { this.ticking = null; });
    }, this.tickMs);
    this.timer.unref();
  }

  /** Starts every job due now; resolves when the started runs have finished. */
  async tick(): Promise<void> {
    if (this.closed) return;
    let jobs: JobRow[];
    try {
      const r = await this.db.query<JobRow>(
        `select jobid::text, jobname, schedule, command, username from cron.job where active order by jobid`,
      );
      jobs = r.rows;
    } catch (e) {
      this.log('cron: reading cron.job failed', e);
      return;
    }
    const now = this.now();
    const started: Promise<void>[] = [];
    for (const job of jobs) {
      if (this.running.has(job.jobid)) continue; // pg_cron never overlaps runs of one job
      const schedule = this.schedule(job);
      if (!schedule || !isDue(schedule, now, this.lastStart.get(job.jobid) ?? null)) continue;
      this.lastStart.set(job.jobid, now.getTime());
      const run = this.run(job).finally(() => this.running.delete(job.jobid));
      this.running.set(job.jobid, run);
      started.push(run);
    }
    await Promise.all(started);
  }

  private schedule(job: JobRow): Schedule | null {
    const key = `${job.jobid}:${job.schedule}`;
    if (!this.parsed.has(key)) {
      try {
        this.parsed.set(key, parseSchedule(job.schedule));
      } catch (e) {
        this.log(`cron: job ${job.jobname ?? job.jobid} has an invalid schedule`, e);
        this.parsed.set(key, null);
      }
    }
    return this.parsed.get(key)!;
  }

  private async run(job: JobRow): Promise<void> {
    const start = new Date();
    let status = 'succeeded';
    let message = '';
    try {
      const role = `"${job.username.replace(/"/g, '""')}"`;
      await this.db.transaction((tx) => tx.exec(job.command), `set local role ${role};`);
      message = 'OK';
    } catch (e) {
      status = 'failed';
      message = e instanceof Error ? e.message : String(e);
      this.log(`cron: job ${job.jobname ?? job.jobid} failed`, e);
    }
    if (this.closed) return;
    try {
      await this.db.query(
        `with r as (
           insert into cron.job_run_details (jobid, job_pid, database, username, command, status, return_message, start_time, end_time)
           values ($1, 0, current_database(), $7, $2, $3, $4, $5, clock_timestamp()) returning jobid)
         delete from cron.job_run_details d
          where d.jobid = $1 and d.runid <= (select runid from cron.job_run_details x where x.jobid = $1 order by runid desc offset $6 limit 1)`,
        [job.jobid, job.command, status, message, start.toISOString(), KEEP_RUNS, job.username],
      );
    } catch (e) {
      this.log('cron: recording a run failed', e);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking?.catch(() => {});
    await Promise.all([...this.running.values()].map((p) => p.catch(() => {})));
  }
}
