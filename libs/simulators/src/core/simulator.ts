import type { FastifyPluginAsync } from 'fastify';

/** Settings every simulator may read (decisions §13-14); the sandbox's configuration fills them. */
export interface SandboxSettings {
  /** This sandbox's own origin, e.g. `http://127.0.0.1:3100` (for URLs a simulator hands out). */
  publicUrl: string;
  /** Carrier tracking step (SANDBOX_TRACKING_STEP_MS). */
  trackingStepMs: number;
  /** Invoice acceptance delay (SANDBOX_INVOICE_ACCEPT_MS). */
  invoiceAcceptMs: number;
  /** How long an asynchronous batch/feed/upload stays in progress before it completes. */
  batchCompleteMs: number;
}

/**
 * One simulated third party, served under `/<party>/…` (its real API's own paths) with its test
 * hooks under `/control/<party>/…`. The sandbox core registers both plugins with those prefixes,
 * and before the API routes it records every call (`GET /control/<party>/calls`) and applies
 * the faults set through `POST /control/<party>/faults`; simulators never see either.
 * State lives in memory, in the simulator object, until `reset()`.
 */
export interface Simulator {
  /** The path segment: a marketplace slug, a carrier or an invoice provider value. */
  readonly party: string;
  /** The third party's API, registered with prefix `/<party>`. */
  readonly api: FastifyPluginAsync;
  /**
   * Its part of the control API, registered with prefix `/control/<party>`: `POST /orders`,
   * `POST /orders/:orderNumber/cancel`, `POST /orders/:orderNumber/return`, `POST /claims`,
   * `POST /questions` (decisions §14), and `POST /listings` to put a seller's existing listings
   * on the marketplace (a seller connecting an account that already sells there).
   */
  readonly control: FastifyPluginAsync;
  /** Forgets everything (`POST /control/reset`). */
  reset(): void;
  /**
   * The third party's own error body for `status`, used for injected faults, unknown paths and
   * unparsable requests under `/<party>` (e.g. Trendyol's `{errors:[{key, message, errorCode}]}`).
   * Without it the core answers `{errors: [{message}]}`.
   */
  errorBody?(status: number, message: string): unknown;
  /**
   * Headers the third party puts on every answer under `/<party>`, its own and the core's (faults,
   * unknown paths) alike: e.g. Amazon's `x-amzn-RequestId`. Called once per request.
   */
  answerHeaders?(): Record<string, string>;
}

export type SimulatorFactory = (settings: SandboxSettings) => Simulator | Simulator[];
