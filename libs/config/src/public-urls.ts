import { z } from 'zod';
import { ConfigError } from './config-error';
import { envUrl } from './env-types';
import { loadConfig } from './load-config';

/**
 * Where the outside reaches this deployment, as opposed to what a process binds: each a base URL
 * without a trailing slash. A process has one value, provided to its modules as `PUBLIC_URLS`.
 */
export interface PublicUrls {
  /** The gateway's public base: marketplace B's grant returns to `<api>/v1/…`, and so do document links. */
  api: string;
  /** The sandboxes as the connectors call them: a connection configured `environment: sandbox` uses `<sandbox>/<party>`. */
  sandbox: string;
}

/** Nest token of the process's PublicUrls, provided by its root module. */
export const PUBLIC_URLS = Symbol('PUBLIC_URLS');

/** An address a server binds. */
export interface ListenAddress {
  port: number;
  host: string;
}

export interface ListenAddresses {
  api: ListenAddress;
  sandbox: ListenAddress;
}

/** Where the gateway and the sandboxes listen unless told otherwise (decisions §13). */
export const DEFAULT_LISTEN_ADDRESSES: ListenAddresses = {
  api: { port: 3000, host: '0.0.0.0' },
  sandbox: { port: 3100, host: '127.0.0.1' },
};

const explicitUrlsSchema = z.object({
  TEZGAH_PUBLIC_URL: envUrl(['http', 'https']).optional(),
  TEZGAH_SANDBOX_URL: envUrl(['http', 'https']).optional(),
});

/**
 * The public URLs in force: `TEZGAH_PUBLIC_URL` and `TEZGAH_SANDBOX_URL` when set, otherwise
 * where the gateway and the sandboxes listen. Only the single process knows both (it runs them);
 * a distributed service is told, or assumes the default ports.
 */
export function resolvePublicUrls(env: NodeJS.ProcessEnv, listening: ListenAddresses = DEFAULT_LISTEN_ADDRESSES): PublicUrls {
  const explicit = loadConfig(explicitUrlsSchema, env);
  const problems: string[] = [];
  const derive = (address: ListenAddress, loopback: string, portVariable: string, urlVariable: string) => {
    if (address.port !== 0) return `http://${hostInUrl(address.host, loopback)}:${address.port}`;
    problems.push(`${portVariable}: 0 (any free port) leaves no URL to hand out; set a port, or ${urlVariable}`);
    return '';
  };
  const urls = {
    api: withoutTrailingSlash(explicit.TEZGAH_PUBLIC_URL) ?? derive(listening.api, 'localhost', 'PORT', 'TEZGAH_PUBLIC_URL'),
    sandbox:
      withoutTrailingSlash(explicit.TEZGAH_SANDBOX_URL) ?? derive(listening.sandbox, '127.0.0.1', 'SANDBOX_PORT', 'TEZGAH_SANDBOX_URL'),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return urls;
}

const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

/** A server on every interface is reached on this machine by its loopback name; an IPv6 address goes in brackets. */
function hostInUrl(host: string, loopback: string): string {
  if (EVERY_INTERFACE.has(host)) return loopback;
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

function withoutTrailingSlash(url: string | undefined): string | undefined {
  return url?.replace(/\/+$/, '');
}
