import { Empty, headers, nanos, nuid, StorageType, type Msg, type MsgHdrs, type NatsConnection, type ObjectStore } from 'nats';
import { errorFields, warn, type MessagingLogger } from '../logger';
import type { NatsReplyInbox } from './nats-reply-inbox';
import { unavailable } from './rpc-reply';

/** Marks a message whose body waits in the object store, under the object this header names. */
export const CLAIM_HEADER = 'Tezgah-Claim';

/** Room left under the server's `max_payload` for what NATS adds around a body. */
const HEADROOM_BYTES = 64 * 1024;
/** A claim outlives its call by far; an object nobody redeemed (caller gone, timeout) expires. */
const OBJECT_MAX_AGE_MS = 10 * 60_000;

export interface ClaimCheckOptions {
  namespace: string;
  /** Bodies larger than this travel through the object store; default: `max_payload` less headroom. */
  thresholdBytes?: number;
  logger: MessagingLogger;
}

/** True when the message is a claim rather than the body itself: no allocation for a plain one. */
export function isClaim(msg: Msg): boolean {
  return msg.headers?.has(CLAIM_HEADER) === true;
}

function claimFor(name: string): MsgHdrs {
  const claim = headers();
  claim.set(CLAIM_HEADER, name);
  return claim;
}

/**
 * Carries RPC bodies larger than a NATS message (claim check): the sender puts the bytes into
 * a JetStream object store and sends a claim naming them; the receiver reads and deletes them.
 */
export class NatsClaimCheck {
  readonly thresholdBytes: number;
  private readonly bucket: string;
  private readonly logger: MessagingLogger;
  private store?: Promise<ObjectStore>;

  constructor(
    private readonly nc: NatsConnection,
    private readonly inbox: NatsReplyInbox,
    options: ClaimCheckOptions,
  ) {
    this.bucket = NatsClaimCheck.bucketName(options.namespace);
    const maxPayload = nc.info?.max_payload ?? 1024 * 1024; // known once connected; else the NATS default
    this.thresholdBytes = options.thresholdBytes ?? maxPayload - HEADROOM_BYTES;
    this.logger = options.logger;
  }

  /** Bucket names allow only letters, digits, `-` and `_`. */
  static bucketName(namespace: string): string {
    return `${namespace.replace(/[^-\w]/g, '_')}_rpc_payloads`;
  }

  isLarge(data: Uint8Array): boolean {
    return data.length > this.thresholdBytes;
  }

  /** A request with a body too large for a message; nobody will redeem its claim if it fails. */
  async request(subject: string, data: Uint8Array, timeout: number): Promise<Msg> {
    const name = await this.deposit(data);
    try {
      return await this.inbox.request(subject, Empty, timeout, claimFor(name));
    } catch (error) {
      void this.discard(name);
      throw error;
    }
  }

  /** Answers with a claim for `data`; throws if the store refuses the bytes. */
  async respond(msg: Msg, data: Uint8Array): Promise<void> {
    msg.respond(Empty, { headers: claimFor(await this.deposit(data)) });
  }

  /** The claimed body, deleted once read; `server.unavailable` if it cannot be read. */
  async redeem(msg: Msg): Promise<Uint8Array> {
    const name = msg.headers?.get(CLAIM_HEADER) ?? '';
    let data: Uint8Array | null;
    try {
      data = await (await this.objectStore()).getBlob(name);
      if (data === null) throw new Error(`claimed rpc payload ${name} is gone (expired or already read)`);
    } catch (error) {
      this.logger.error(this.logFields(error, name), 'rpc payload could not be read');
      throw unavailable(error);
    }
    await this.discard(name);
    return data;
  }

  /** Stores the bytes under a new name and returns it. */
  private async deposit(data: Uint8Array): Promise<string> {
    const name = nuid.next();
    await (await this.objectStore()).putBlob({ name }, data);
    return name;
  }

  /** Best effort: what is not deleted now expires with the bucket's max age. */
  private async discard(name: string): Promise<void> {
    try {
      await (await this.objectStore()).delete(name);
    } catch (error) {
      warn(this.logger, this.logFields(error, name), 'rpc payload could not be deleted');
    }
  }

  private logFields(error: unknown, object: string): Record<string, unknown> {
    return { ...errorFields(error), bucket: this.bucket, object };
  }

  /** Created on first use, so services that never send a large body never create the bucket. */
  private objectStore(): Promise<ObjectStore> {
    this.store ??= this.nc
      .jetstream()
      .views.os(this.bucket, {
        ttl: nanos(OBJECT_MAX_AGE_MS),
        // Memory: an object lives for one call, and a NATS restart loses the calls in flight
        // anyway, so writing it to disk would buy nothing but latency.
        storage: StorageType.Memory,
      })
      .catch((error: unknown) => {
        this.store = undefined; // let the next large body try again
        throw error;
      });
    return this.store;
  }
}
