import { testCertificates } from '@tezgah/testing';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:tls';

/** What the hosts relayed: each answer's path, status and the headers a client reads. */
export interface RelayedAnswer {
  method: string;
  path: string;
  status: number;
  requestId: string | undefined;
  rateLimit: string | undefined;
}

/**
 * Amazon's hosts for a published SP-API client that cannot be given another base URL: a TLS
 * server standing in for `sellingpartnerapi-eu.amazon.com` and `api.amazon.com`, relaying each
 * request to the simulator under `<sandbox>/amazon` (the pre-signed document addresses, already
 * the sandbox's, go as they are), and the agent that takes the client's connections there, handed
 * to the client through its own `https_proxy_agent` option. The client's code is not touched.
 */
export async function startAmazonHosts(sandboxBase: string): Promise<{ agent: Agent; answers: RelayedAnswer[]; close(): Promise<void> }> {
  const { certPem, keyPem } = testCertificates();
  const answers: RelayedAnswer[] = [];
  const server: Server = createServer({ cert: certPem, key: keyPem }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const host = (req.headers.host ?? '').split(':')[0];
      const amazon = host === 'api.amazon.com' || /^(sandbox\.)?sellingpartnerapi-[a-z]+\.amazon\.com$/.test(host);
      const path = amazon ? `/amazon${req.url}` : (req.url ?? '/');
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name, value]) => name !== 'host' && name !== 'content-length' && typeof value === 'string'),
      ) as Record<string, string>;
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      fetch(`${sandboxBase}${path}`, { method: req.method, headers, body })
        .then(async (answer) => {
          const payload = Buffer.from(await answer.arrayBuffer());
          answers.push({
            method: req.method ?? 'GET',
            path,
            status: answer.status,
            requestId: answer.headers.get('x-amzn-requestid') ?? undefined,
            rateLimit: answer.headers.get('x-amzn-ratelimit-limit') ?? undefined,
          });
          const relayed: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'].includes(name))
              relayed[name] = value;
          });
          res.writeHead(answer.status, relayed).end(payload);
        })
        .catch((error: Error) => res.writeHead(502).end(error.message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Every connection the client opens, whatever host it names, reaches the stand-in (trusted as Amazon here).
  const agent = new Agent({ keepAlive: false });
  agent.createConnection = (options: { servername?: string }) =>
    connect({ host: '127.0.0.1', port, servername: options.servername, rejectUnauthorized: false });
  return {
    agent,
    answers,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
