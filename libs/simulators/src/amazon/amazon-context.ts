import type { SandboxSettings } from '../core/simulator';
import type { AmazonState } from './amazon-state';
import type { TokenBuckets } from './token-buckets';

/** What every route of the Amazon simulator shares. */
export interface AmazonContext {
  state: AmazonState;
  buckets: TokenBuckets;
  settings: SandboxSettings;
}
