import { DurableObject } from "cloudflare:workers";
import { type SlotAnswer, type SlotRequest, takeSlot } from "./send-slots";

const NEXT_FREE_AT = "nextFreeAt";

/**
 * The pacer of one email-provider account (one object per account, named by it): every Worker instance, in
 * every location, asks it for a send slot before calling the provider, so calls from all visitors together
 * stay within the provider's rate. A Durable Object handles one call at a time, so two visitors can never be
 * handed the same slot.
 *
 * The next free slot is also written to the object's storage: when the object restarts (a deploy, a move),
 * slots already handed out are still honoured. The write is synchronous and local; the answer waits for it to
 * be durable, a few milliseconds at most.
 */
export class ProviderPacer extends DurableObject<Env> {
  #nextFreeAt: number | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#nextFreeAt = ctx.storage.kv.get<number>(NEXT_FREE_AT);
  }

  takeSlot(request: SlotRequest): SlotAnswer {
    const { answer, nextFreeAt } = takeSlot(this.#nextFreeAt, Date.now(), request);
    if (nextFreeAt !== this.#nextFreeAt) {
      this.#nextFreeAt = nextFreeAt;
      if (nextFreeAt !== undefined) this.ctx.storage.kv.put(NEXT_FREE_AT, nextFreeAt);
    }
    return answer;
  }
}
