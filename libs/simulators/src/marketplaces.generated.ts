// Generated from CONNECTORS (libs/contracts/src/marketplaces/registry.ts) by `npm run registry:generate` (scripts/registry/generate.mjs): do not edit.

import type { SimulatorFactory } from './core/simulator';
import { trendyolSimulator } from './trendyol';
import { amazonSimulator } from './amazon';
import { hepsiburadaSimulator } from './hepsiburada';
import { n11Simulator } from './n11';
import { genericSimulator } from './generic';
import { ciceksepetiSimulator } from './ciceksepeti';
import { pttAvmSimulator } from './ptt-avm';
import { miraklSimulator } from './mirakl';
import { idefixSimulator } from './idefix';
import { pazaramaSimulator } from './pazarama';
import { floSimulator } from './flo';
import { modanisaSimulator } from './modanisa';

export {
  trendyolSimulator,
  amazonSimulator,
  hepsiburadaSimulator,
  n11Simulator,
  genericSimulator,
  ciceksepetiSimulator,
  pttAvmSimulator,
  miraklSimulator,
  idefixSimulator,
  pazaramaSimulator,
  floSimulator,
  modanisaSimulator,
};

/** The simulator of each connector's marketplace (the generic one's: one per marketplace it serves). */
export const MARKETPLACE_SIMULATORS: readonly SimulatorFactory[] = [
  trendyolSimulator,
  amazonSimulator,
  hepsiburadaSimulator,
  n11Simulator,
  genericSimulator,
  ciceksepetiSimulator,
  pttAvmSimulator,
  miraklSimulator,
  idefixSimulator,
  pazaramaSimulator,
  floSimulator,
  modanisaSimulator,
];
