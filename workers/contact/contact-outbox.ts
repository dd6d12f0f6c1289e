import { DurableObject } from "cloudflare:workers";
import { readWorkerConfig } from "../config/worker-config";
import type { OutboxSettings } from "../config/outbox-config";
import { acknowledgedAddressKey } from "./acknowledgment";
import { addFollowUps } from "./follow-ups";
import { logContact } from "./contact-log";
import { verdictOf } from "./delivery-policy";
import { callDestination, type Delivery, throughProvider } from "./destination-calls";
import type { ContactFields } from "./email-provider";
import type { Lane, ProofVerdict } from "./human-proof";
import { newMessageRef } from "./message-ref";
import { droppedAsLate, purgeExpired } from "./outbox-expiry";
import { OutboxAlarm } from "./outbox-alarm";
import { OutboxAlerts } from "./outbox-alerts";
import { OutboxChanges, type ReleaseAnswer, type ReplayAnswer } from "./outbox-changes";
import { OutboxReads } from "./outbox-reads";
import type { Destination, Listing } from "./outbox-listings";
import { ProviderLane } from "./provider-lane";
import { OutboxReadouts } from "./outbox-readouts";
import { alarmNeededBy, leaseEnd, nextAlarmAt, UNCONFIGURED_RETRY_MS } from "./outbox-schedule";
import { KvRecords } from "./kv-records";
import { type DueSend, sendKey, type StoredLead } from "./outbox-rows";
import { OutboxStore } from "./outbox-store";
import {
  alertFacts,
  type MessageDetail,
  type MessageSummary,
  type OutboxReview,
  type OutboxStatus,
} from "./outbox-views";
import { WebhookLane } from "./webhook-lane";
import { settleSend, settleUncalled } from "./send-settlement";
import { withinBudget } from "./within-budget";

/**
 * What the visitor's request learns: delivered in time, stored for later, refused for good by the provider, or
 * (a message without a proof of a person, with the held lane at its ceiling) not stored at all.
 */
export type AcceptAnswer =
  | { outcome: "sent"; ref: string }
  | { outcome: "queued"; ref: string }
  | { outcome: "refused"; ref: string; status: number }
  | { outcome: "full" };

/** During a flood, a held message's arrival looks at the alerts at most this often. */
const FLOOD_REVIEW_SPACING_MS = 1000;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The contact outbox of one provider account (one object per account, named by it). Every message the Worker
 * accepts is written here before anything else, then delivered from here to each of its destinations on its own
 * (docs/decisions/0025): the consultancy's e-mail, the lead webhook and the prospect's acknowledgment, each with its
 * own state, tries, backoff and retry window, so an outage of one never delays another.
 *
 * - Lanes (docs/decisions/0019): `verified` (the bot check passed) goes first, always; `held` (no proof) is stored
 *   the same way, e-mailed only when no verified delivery waits and at most `CONTACT_HELD_PER_DAY` a day, and goes
 *   to the webhook and the prospect only once ops release it: spam never reaches the CRM or a stranger's inbox.
 * - The provider's send slots (provider-lane.ts) take verified e-mails first, then acknowledgments, then held
 *   e-mails. When nothing waits ahead of a verified message, its e-mail is sent while the visitor waits, up to the
 *   answer budget. The webhook has no slots: up to four calls at once, never awaited by a visitor or an e-mail.
 * - `alarm`: the next provider send, the webhook sends that are due, purges, and the alerts to ops
 *   (outbox-alerts.ts). The schedule is in storage, so a restart (a deploy, an eviction, a crash) resumes it.
 * - ops (workers/ops/ops-route.ts, the console): reads (`status`, `messages`, `message`, `review`: outbox-reads.ts);
 *   changes (`replay`, `release`, `discard`, `discardHeld`: outbox-changes.ts); `ping` for the health check.
 *
 * Its configuration is the Worker's own (the same vars and secrets, read through `readWorkerConfig`).
 */
export class ContactOutbox extends DurableObject<Env> {
  readonly #store: OutboxStore;
  readonly #readouts: OutboxReadouts;
  readonly #alerts: OutboxAlerts;
  readonly #provider: ProviderLane;
  readonly #webhook: WebhookLane;
  /** Sends whose call is under way in this instance (or waits for its slot), by key, with their destination. */
  readonly #inFlight = new Map<string, { destination: Destination; lane: Lane }>();
  /** The alarm, and what this instance knows of its schedule without reading it. */
  readonly #alarm: OutboxAlarm;
  readonly #reads: OutboxReads;
  readonly #changes: OutboxChanges;
  #floodReviewedAt = 0;
  /** Whole schedules run so far: an alarm whose call ended in one after its changes need not run another. */
  #schedules = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#store = new OutboxStore(ctx.storage);
    this.#readouts = new OutboxReadouts(ctx.storage.sql);
    const records = new KvRecords(ctx.storage.kv);
    this.#alerts = new OutboxAlerts(ctx.storage, records);
    this.#provider = new ProviderLane(records, this.#store, this.#alerts);
    this.#webhook = new WebhookLane(records, this.#store);
    this.#alarm = new OutboxAlarm(ctx.storage);
    this.#reads = new OutboxReads(this.#store, this.#readouts, this.#alerts, this.#provider);
    this.#changes = new OutboxChanges(this.#store, {
      inFlight: this.#inFlight,
      delivery: () => this.#delivery(),
      startWebhookSends: (delivery, now) => {
        this.#startWebhookSends(delivery, now);
      },
      reviewAlerts: (delivery, now) => {
        this.#reviewAlerts(delivery, now);
      },
      schedule: (settings) => {
        this.#schedule(settings);
      },
    });
  }

  async accept(fields: ContactFields, verdict: ProofVerdict): Promise<AcceptAnswer> {
    const delivery = this.#delivery();
    if (!delivery) throw new Error("the outbox has no provider to deliver to");
    const { settings } = delivery;
    const { lane, proof } = verdict;
    // Computed before the message's writes, which then happen together with nothing awaited between them; and
    // only for an acknowledgment there is a template for.
    const addressKey =
      lane === "verified" && delivery.destinations.acknowledgmentTemplateId
        ? await acknowledgedAddressKey(fields.email)
        : null;
    const now = Date.now();
    const held = lane === "held" ? this.#store.heldCount() : 0;
    if (lane === "held" && held >= settings.heldMax) {
      logContact("held_lane_full", { held, max: settings.heldMax }, "error");
      return { outcome: "full" };
    }
    let lead = this.#store.insertLead(newMessageRef(), fields, lane, proof, now);
    // A reference already taken: another is drawn.
    while (!lead) lead = this.#store.insertLead(newMessageRef(), fields, lane, proof, now);
    const { ref } = lead;
    // A held message may wait for days behind verified ones and the daily cap: its window is the retention period.
    const window = lane === "held" ? settings.retentionMs : settings.retryWindowMs;
    // A verified message's e-mail whose send slot comes soon enough goes while its visitor waits: stored leased.
    const waitMs =
      lane === "verified"
        ? this.#provider.visitorSlot(now, settings, this.#inFlight.keys(), this.#alarm.noneWaiting())
        : undefined;
    const lease = waitMs === undefined ? undefined : { until: leaseEnd(Date.now(), waitMs, settings) };
    const email = this.#store.addSend(ref, "email", lane, now, now + window, lease);
    const followUps = lane === "verified" ? addFollowUps(this.#store, ref, addressKey, now, delivery) : [];
    logContact("stored", { ref, lane, proof }, "log");

    if (lane === "held") {
      // The first arrival past the threshold is reviewed at once: the flood begins there, and raises its alert.
      if (held + 1 > settings.heldAlert && now - this.#floodReviewedAt >= FLOOD_REVIEW_SPACING_MS) {
        this.#floodReviewedAt = now;
        this.#reviewAlerts(delivery, now);
      }
      this.#schedule(settings);
      return { outcome: "queued", ref };
    }

    // A send of it left waiting (the e-mail behind others, a webhook or an acknowledgment until its turn) may wait
    // long enough to be worth an alert: the next alarm looks.
    this.#alerts.unsettle();
    // The e-mail's call leaves first (its fetch starts before `#attempt` returns); the webhook's after it. The
    // message and its send are as just written: not read back.
    const attempt =
      waitMs === undefined || !email
        ? undefined
        : this.#attempt(ref, "email", waitMs, delivery, { lead, send: email, leased: true });
    // Without a webhook this message has no webhook send; any other that waits is the alarm's.
    if (delivery.destinations.webhook.state !== "off") this.#startWebhookSends(delivery, now);
    this.#scheduleIfSooner(settings, ref, ["email", ...followUps], now);
    if (!attempt) return { outcome: "queued", ref };
    const answer = await withinBudget(attempt, settings.answerBudgetMs);
    if (answer?.kind === "delivered") return { outcome: "sent", ref };
    if (answer?.kind === "permanent") return { outcome: "refused", ref, status: answer.status };
    return { outcome: "queued", ref };
  }

  override async alarm(): Promise<void> {
    // The runtime clears an alarm as it runs it.
    this.#alarm.ran();
    const delivery = this.#delivery();
    const now = Date.now();
    if (!delivery) {
      const waiting = this.#store.waitingCount("verified") + this.#store.waitingCount("held");
      logContact("outbox_not_configured", { waiting }, "error");
      this.#alarm.set(now + UNCONFIGURED_RETRY_MS);
      return;
    }
    const { settings } = delivery;
    // One read of what is due, for the purge, the webhook and the provider alike; each then reads only what it needs.
    const times = this.#store.pendingTimes(this.#inFlight.keys());
    let schedulesBeforeCall: number | undefined;
    try {
      const purged = purgeExpired(this.#store, now, settings, this.#inFlight.keys(), times);
      // A purge may end a condition; otherwise only a review's own time calls for one. Due posts go out anyway.
      if (purged > 0 || this.#alerts.reviewDue(now)) this.#reviewAlerts(delivery, now, "post due");
      else this.#postAlerts(settings);
      if (times.webhook !== null && times.webhook <= now) this.#startWebhookSends(delivery, now);
      const due = this.#provider.takeNextSend(now, settings, this.#inFlight, times);
      schedulesBeforeCall = this.#schedules;
      if (due) await this.#attempt(due.send.ref, due.send.destination, 0, delivery, due);
    } finally {
      if (this.#schedules === schedulesBeforeCall || schedulesBeforeCall === undefined) this.#schedule(settings);
    }
  }

  /** The outbox answers: for the health check. */
  ping(): boolean {
    this.ctx.storage.sql.exec("SELECT 1");
    return true;
  }

  // What ops read (outbox-reads.ts).
  status(): OutboxStatus {
    return this.#reads.status();
  }
  messages(listing: Listing, limit: number, destination?: Destination): MessageSummary[] {
    return this.#reads.messages(listing, limit, destination);
  }
  review(offsets: Record<Listing, number>, pageSize: number, alertDays: number): OutboxReview {
    return this.#reads.review(offsets, pageSize, alertDays);
  }
  message(ref: string): MessageDetail | null {
    return this.#reads.message(ref);
  }

  // What ops change (outbox-changes.ts).
  replay(ref: string, destination?: Destination): ReplayAnswer {
    return this.#changes.replay(ref, destination);
  }
  release(ref: string): Promise<ReleaseAnswer> {
    return this.#changes.release(ref);
  }
  discard(ref: string): boolean {
    return this.#changes.discard(ref);
  }
  heldBetween(from: number, to: number): number {
    return this.#changes.heldBetween(from, to);
  }
  discardHeld(from: number, to: number): number {
    return this.#changes.discardHeld(from, to);
  }

  #delivery(): Delivery | undefined {
    const { contact } = readWorkerConfig(this.env);
    if (contact.delivery !== "provider") return undefined;
    return { provider: contact.provider, settings: contact.outbox, destinations: contact.destinations };
  }

  /** Starts the lead webhook's due sends without waiting for them: no e-mail and no visitor waits for a webhook. */
  #startWebhookSends(delivery: Delivery, now: number): void {
    for (const ref of this.#webhook.dueSends(now, this.#inFlight)) void this.#attempt(ref, "webhook", 0, delivery);
  }

  /**
   * One try of one send: leased at once (until the call's time limit has surely passed), then, after its slot,
   * the call, and the send settled by the answer. Never rejects: a failure of our own leaves the lease, and the
   * send is tried again when it ends. `known`: the send and its message as just read or written, nothing awaited
   * since.
   */
  #attempt(
    ref: string,
    destination: Destination,
    waitMs: number,
    delivery: Delivery,
    known?: DueSend & { leased?: true },
  ) {
    const send = known?.send ?? this.#store.send(ref, destination);
    if (!send || (send.state !== "queued" && send.state !== "retrying")) return Promise.resolve(undefined);
    // A send stored leased has its try counted already.
    const attempt = known?.leased ? send.attempts : send.attempts + 1;
    const key = sendKey(ref, destination);
    if (!known?.leased) {
      this.#store.lease(ref, destination, attempt, leaseEnd(Date.now(), waitMs, delivery.settings));
    }
    this.#inFlight.set(key, { destination, lane: send.lane });
    return this.#call(ref, destination, attempt, waitMs, delivery, known?.lead)
      .catch((error: unknown) => {
        logContact("attempt_failed", { ref, destination, error: errorText(error) }, "error");
        return undefined;
      })
      .then((verdict) => {
        this.#inFlight.delete(key);
        if (this.#alarm.callEnded(key, verdict?.kind === "delivered")) this.#schedule(delivery.settings);
        if (destination === "webhook") this.#startWebhookSends(delivery, Date.now());
        return verdict;
      });
  }

  async #call(
    ref: string,
    destination: Destination,
    attempt: number,
    waitMs: number,
    delivery: Delivery,
    known: StoredLead | undefined,
  ) {
    if (waitMs > 0) await new Promise<void>((resolve) => setTimeout(resolve, waitMs));
    // Read after a wait: discarded by ops meanwhile, or released, which changes the lane the e-mail names.
    const lead = waitMs === 0 && known ? known : this.#store.lead(ref);
    if (!lead) return undefined;
    if (destination === "acknowledgment" && droppedAsLate(this.#store, ref, Date.now())) return undefined;
    const result = await callDestination(destination, lead, delivery);
    if (result === "switched off" || result === "waiting") {
      settleUncalled(this.#store, { ref, destination, result, delivery });
      return undefined;
    }
    const verdict = verdictOf(result, { quota: throughProvider(destination) });
    const now = Date.now();
    const settlement = { store: this.#store, provider: this.#provider, webhook: this.#webhook, alerts: this.#alerts };
    settleSend({ ...settlement, delivery }, { lead, destination, attempts: attempt, verdict, now });
    // A delivery begins no condition, and ends one only when one is raised: most need no review.
    if (verdict.kind !== "delivered" || !this.#alerts.quiet()) {
      this.#alarm.forget();
      this.#reviewAlerts(delivery, now, "post new");
    }
    return verdict;
  }

  /**
   * Looks at what ops should be told (alert-review.ts), then posts to the webhook without waiting for it (a
   * delivery never waits for an alert): every post that is due, or (`post new`, after a call) only when this review
   * queued one; a post due by its time has the alarm.
   */
  #reviewAlerts({ settings }: Delivery, now: number, posts: "post due" | "post new" = "post due"): void {
    const config = readWorkerConfig(this.env);
    const facts = alertFacts(this.#readouts, this.#provider.holdUntil() ?? null);
    const context = { origin: config.site.origin, environment: config.site.environment, settings };
    const queued = this.#alerts.review(facts, context, config.alerts.webhookUrl, now);
    if (posts === "post due" || queued > 0) this.#postAlerts(settings);
  }

  /** Posts the alerts that are due; once they are answered, the schedule takes in what is left (a retry). */
  #postAlerts(settings: OutboxSettings): void {
    const { webhookUrl } = readWorkerConfig(this.env).alerts;
    const posting = this.#alerts.post(webhookUrl, Date.now()).catch((error: unknown) => {
      logContact("alert_post_failed", { error: errorText(error) }, "error");
      // Whatever was under way when it failed: the schedule looks at what is left.
      return 1;
    });
    void posting.then((posted) => {
      if (posted > 0) this.#schedule(settings);
    });
  }

  /** After a message's sends were added: the whole schedule only when they need the alarm sooner than it is set. */
  #scheduleIfSooner(settings: OutboxSettings, ref: string, destinations: readonly Destination[], now: number): void {
    const keys = destinations.map((destination) => sendKey(ref, destination));
    const waiting = keys.some((key) => !this.#inFlight.has(key));
    if (this.#alarm.addedSends(keys, waiting, alarmNeededBy(now, settings, waiting))) this.#schedule(settings);
  }

  /** Points the object's one alarm at its next piece of work (outbox-schedule.ts); no work, no alarm. */
  #schedule(settings: OutboxSettings): void {
    const pending = this.#store.pendingTimes(this.#inFlight.keys());
    const lanes = { provider: this.#provider, webhook: this.#webhook, underWay: this.#inFlight };
    this.#alarm.set(nextAlarmAt(Date.now(), settings, pending, lanes, this.#alerts.nextWakeAt()));
    // Counted once the alarm is set: a schedule that failed on its way leaves the alarm's own to run.
    this.#schedules++;
  }
}
