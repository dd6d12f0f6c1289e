/**
 * The outbox's few key-value records (the provider lane's next free slot and quota hold, the webhook lane's hold,
 * the alerts' ledger and review time), read through a copy in memory. The object is their only writer, so the
 * copy is what its storage holds, and a read costs no SQLite query and no deserialisation: a burst of 100 messages
 * read them a few thousand times. A new instance starts with no copy and reads storage first. Values are kept as
 * they were put and shared with every reader, who treat them as immutable.
 */
export class KvRecords {
  readonly #kv: SyncKvStorage;
  readonly #copies = new Map<string, unknown>();

  constructor(kv: SyncKvStorage) {
    this.#kv = kv;
  }

  // oxlint-disable-next-line typescript/no-unnecessary-type-parameters -- SyncKvStorage.get's: the caller names the type
  get<T>(key: string): T | undefined {
    if (this.#copies.has(key)) return this.#copies.get(key) as T | undefined;
    const value = this.#kv.get<T>(key);
    this.#copies.set(key, value);
    return value;
  }

  put(key: string, value: unknown): void {
    this.#kv.put(key, value);
    this.#copies.set(key, value);
  }

  delete(key: string): void {
    this.#kv.delete(key);
    this.#copies.set(key, undefined);
  }
}
