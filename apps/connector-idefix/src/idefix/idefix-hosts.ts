import type { ConnectionHandle } from '@tezgah/connector-kit';

/** Idefix's two hosts: `pim` (products, inventory) and `oms` (shipments, claims). */
export interface IdefixHosts {
  pim: string;
  oms: string;
}

/**
 * Production (documented) and stage (published clients: its own hosts, reachable only from
 * allow-listed IPs, with keys of its own). The sandbox serves both under `<sandbox>/idefix`.
 */
export const IDEFIX_HOSTS: Record<'production' | 'stage', IdefixHosts> = {
  production: { pim: 'https://merchantapi.idefix.com/pim', oms: 'https://merchantapi.idefix.com/oms' },
  stage: { pim: 'https://ide-pimapi.idefiks.net/api/connector', oms: 'https://ide-omsapi.idefiks.net/api/shipment/connect' },
};

/** The two base URLs of a connection: the sandbox's prefixes under its base, else the environment's hosts. */
export function hostsOf(connection: Pick<ConnectionHandle, 'config' | 'baseUrl'>): IdefixHosts {
  const { environment } = connection.config;
  return environment === 'sandbox' ? { pim: `${connection.baseUrl}/pim`, oms: `${connection.baseUrl}/oms` } : IDEFIX_HOSTS[environment];
}
