/**
 * Local mail delivery: after a commit that wrote `outboxEmails`, take the app's queued
 * messages (internal query `email:queued`), append each to <dataDir>/outbox.log, print it,
 * and mark it sent (internal mutation `email:markSent`).
 */
import { appendFileSync, closeSync, fsyncSync, openSync } from "node:fs";
import { PRIVATE_FILE } from "./store/dataDirModes.js";
import { join } from "node:path";
import { setImmediate } from "node:timers";
import type { Engine } from "./engine/engine.js";

type Mail = { _id: string; to: string; subject: string; text: string; created_at?: number };

export class Outbox {
  private running: Promise<void> | null = null;
  private again = false;
  private warned = false;
  readonly file: string;

  constructor(
    private engine: Engine,
    dataDir: string,
    private log: (line: string) => void,
  ) {
    this.file = join(dataDir, "outbox.log");
    engine.onCommit((_ts, writes) => {
      if (writes.some((w) => w.table === "outboxEmails" && w.after && (w.after as { status?: string }).status === "queued")) this.kick();
    });
  }

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = new Promise<void>((r) => setImmediate(r))
      .then(() => this.deliver())
      .catch((e: unknown) => this.log(`Outbox delivery failed: ${e instanceof Error ? e.message : String(e)}`))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private available(): boolean {
    const ok = this.engine.modules.files.has("email");
    if (!ok && !this.warned) {
      this.warned = true;
      this.log("Outbox: convex/email.ts (queued, markSent) not found; queued mail stays queued.");
    }
    return ok;
  }

  private async deliver(): Promise<void> {
    if (!this.available()) return;
    for (let round = 0; round < 100; round++) {
      const out = await this.engine.call("query", "email:queued", {}, null, { internal: true });
      if (!out.ok) throw new Error(out.raw);
      const mails = (JSON.parse(out.valueJson) as Mail[] | null) ?? [];
      if (mails.length === 0) return;
      for (const mail of mails) {
        const text = formatMail(mail);
        const fd = openSync(this.file, "a", PRIVATE_FILE);
        try {
          appendFileSync(fd, text);
          fsyncSync(fd);
        } finally {
          closeSync(fd);
        }
        this.log(`Mail queued for ${mail.to} (written to ${this.file}):\n${text}`);
        const marked = await this.engine.call("mutation", "email:markSent", { id: mail._id }, null, { internal: true });
        if (!marked.ok) throw new Error(marked.raw);
      }
    }
  }
}

function formatMail(mail: Mail): string {
  const when = new Date(mail.created_at ?? Date.now()).toISOString();
  return [
    "=".repeat(72),
    `Date:    ${when}`,
    `To:      ${mail.to}`,
    `Subject: ${mail.subject}`,
    "",
    mail.text,
    "",
  ].join("\n");
}
