// Runs one autocannon measurement in a child process (see load-generator.mjs).
import { fork } from 'node:child_process';
import path from 'node:path';

const generator = path.join(import.meta.dirname, 'load-generator.mjs');

/**
 * @param {object} options
 * @param {string} options.url          base URL of the target, e.g. http://127.0.0.1:3000
 * @param {Array<{method?: string, path: string, headers?: object, body?: string}>} options.requests
 *        sequence each connection loops over (prebuilt once: no per-request cost in the generator)
 * @param {number} options.connections
 * @param {number} options.warmupSeconds
 * @param {number} options.durationSeconds
 * @param {number} [options.overallRate] requests per second over all connections (default: as fast as answered)
 */
export function runLoad(options) {
  // autocannon sends a request's `path` instead of the URL's: a URL with a path would be ignored.
  if (options.requests?.some((request) => request.path) && new URL(options.url).pathname !== '/') {
    return Promise.reject(new Error(`${options.url}: give the load a bare origin; the requests' paths replace the URL's`));
  }
  return new Promise((resolve, reject) => {
    const child = fork(generator, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let settled = false;
    child.once('message', (message) => {
      settled = true;
      if (message.error) reject(new Error(`load generator failed: ${message.error}`));
      else resolve(message.result);
    });
    child.once('error', (error) => {
      if (!settled) reject(error);
    });
    child.once('exit', (code) => {
      if (!settled) reject(new Error(`load generator exited with code ${code} before reporting`));
    });
    child.send(options);
  });
}

/** A GET of `path` per token, in token order: each connection loops over them (see load-generator.mjs). */
export const authorizedGets = (path, tokens) =>
  tokens.map((token) => ({ method: 'GET', path, headers: { authorization: `Bearer ${token}` } }));
