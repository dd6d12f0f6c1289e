import { describe, expect, it } from "vitest";
import { DEFAULT_OUTBOX_SETTINGS, readOutboxSettings } from "../../workers/config/outbox-config";
import type { Delivery } from "../../workers/contact/destination-calls";
import { addFollowUps } from "../../workers/contact/follow-ups";
import type { OutboxStore } from "../../workers/contact/outbox-store";

// The destinations a proven message gets besides its e-mail, and how long each is tried: with the outbox's store
// as a recorder.

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 27, 12);

/** The sends addFollowUps adds, as [destination, windowEndsAt]; the address has had no acknowledgment yet. */
function followUps(settings: Delivery["settings"]): [string, number][] {
  const added: [string, number][] = [];
  const store = {
    claimAcknowledgment: () => true,
    addSend: (_ref: string, destination: string, _lane: string, _dueAt: number, windowEndsAt: number) => {
      added.push([destination, windowEndsAt]);
    },
  } as unknown as OutboxStore;
  const delivery: Delivery = {
    provider: { apiUrl: "https://provider.test", serviceId: "s", templateId: "t", publicKey: "p", privateKey: "k" },
    settings,
    destinations: {
      acknowledgmentTemplateId: "template_ack_test",
      webhook: { state: "on", url: "https://crm.test/hooks/lead", secret: "whsec_AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcY" },
    },
  };
  addFollowUps(store, "7k3q9x2ab4", "address-digest", NOW, delivery);
  return added;
}

describe("a proven message's follow-ups", () => {
  it("an acknowledgment is tried for CONTACT_ACKNOWLEDGMENT_WINDOW_MINUTES, the webhook for the retry window", () => {
    const read = readOutboxSettings({ CONTACT_ACKNOWLEDGMENT_WINDOW_MINUTES: "20" });
    if (!("settings" in read)) throw new Error(read.problems.join("; "));
    expect(followUps(read.settings)).toEqual([
      ["webhook", NOW + DEFAULT_OUTBOX_SETTINGS.retryWindowMs],
      ["acknowledgment", NOW + 20 * MINUTE],
    ]);
  });
});
