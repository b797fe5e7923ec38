/**
 * Scheduled functions. Jobs live in the `_scheduled_functions` table (written by the
 * `1.0/schedule` syscall inside the scheduling transaction), so they are as durable as any
 * document. A timer is armed when a pending job is committed, and for every pending job
 * found at start-up. A job interrupted by a crash (in progress) is marked failed.
 */
import { clearTimeout, setTimeout } from "node:timers";
import type { CommitWrite, Doc } from "./adapter/index.js";
import type { Engine } from "./engine.js";

const MAX_DELAY = 2_000_000_000; // below setTimeout's 2^31-1 ms limit

type Job = Doc & { name: string; args: unknown[]; scheduledTime: number; state: { kind: string } };

export class Scheduler {
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  private running = new Set<Promise<void>>();
  private stopped = false;

  constructor(private engine: Engine, private log: (line: string) => void) {
    engine.onCommit((_ts, writes) => this.onCommit(writes));
  }

  /** Arms every pending job; marks jobs that were running during a crash as failed. */
  async start(): Promise<void> {
    const interrupted: string[] = [];
    for (const doc of Object.values(this.engine.core.db.documents())) {
      if (this.engine.ids.tableOf(doc._id) !== "_scheduled_functions") continue;
      const job = doc as Job;
      if (job.state?.kind === "pending") this.arm(job);
      else if (job.state?.kind === "inProgress") interrupted.push(job._id);
    }
    if (interrupted.length > 0) {
      await this.engine.within(() =>
        this.engine.core.accessor(null).run(async () => {
          for (const id of interrupted) {
            this.engine.core.db.patch(id, { state: { kind: "failed" }, completedTime: Date.now() });
          }
          return null;
        }),
      );
      this.log(`${interrupted.length} scheduled function(s) interrupted by a restart were marked failed`);
    }
  }

  private onCommit(writes: CommitWrite[]): void {
    for (const w of writes) {
      if (w.table !== "_scheduled_functions") continue;
      const job = w.after as Job | null;
      if (job && job.state?.kind === "pending" && !this.timers.has(job._id)) this.arm(job);
      if (!job || job.state?.kind === "canceled") {
        const t = this.timers.get(w.id);
        if (t) clearTimeout(t);
        this.timers.delete(w.id);
      }
    }
  }

  private arm(job: Job): void {
    if (this.stopped) return;
    const delay = Math.max(0, job.scheduledTime - Date.now());
    const timer = setTimeout(() => {
      this.timers.delete(job._id);
      if (delay > MAX_DELAY) return this.arm(job);
      this.fire(job);
    }, Math.min(delay, MAX_DELAY));
    timer.unref?.();
    this.timers.set(job._id, timer);
  }

  private fire(job: Job): void {
    if (this.stopped) return;
    const current = this.engine.core.db.get(job._id) as Job | null;
    if (!current || current.state?.kind !== "pending") return;
    const p = this.engine
      .runJob(job._id, current.name, current.args[0] ?? {})
      .catch((e: unknown) => this.log(`Scheduled function ${current.name} could not run: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await Promise.all([...this.running]);
  }
}
