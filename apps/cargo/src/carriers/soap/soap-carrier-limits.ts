import type { PartyLimits } from '@tezgah/third-party';

/**
 * Yurtiçi, Aras and PTT publish no rate limits. Our assumption, per account and shared by every
 * replica: five calls a second, a pace a contracted customer's integration is not refused at and
 * that leaves a label batch of 100 its few seconds.
 */
export const SOAP_CARRIER_LIMITS: PartyLimits = { '*': { points: 5, durationMs: 1000 } };
