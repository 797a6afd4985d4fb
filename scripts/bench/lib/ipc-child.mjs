// A Node script in a child process of its own that answers requests over IPC: the child reports
// { ready, ... } once, then answers each { id, ...request } with { id, result } or { id, error }.
// Messages without an id are events (`onEvent`). Used for the webhook receiver and the event
// publisher, which must not share an event loop with the bench runner.
import { fork } from 'node:child_process';

export function startIpcChild(script, { env = {}, timeoutMs = 15_000, onEvent = () => undefined } = {}) {
  const child = fork(script, [], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const waiting = new Map();
  let nextId = 1;
  let ready;
  child.on('message', (message) => {
    if (message.ready) return ready?.(message);
    const pending = message.id === undefined ? undefined : waiting.get(message.id);
    if (!pending) return onEvent(message);
    waiting.delete(message.id);
    if (message.error) pending.reject(new Error(`${script}: ${message.error}`));
    else pending.resolve(message.result);
  });
  exited.then((code) => {
    for (const pending of waiting.values()) pending.reject(new Error(`${script} exited (${code}) before answering`));
    waiting.clear();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not report ready within ${timeoutMs} ms`));
    }, timeoutMs);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it was ready`));
    });
    ready = (info) => {
      clearTimeout(timer);
      resolve({
        info,
        pid: child.pid,
        request(message) {
          const id = nextId++;
          return new Promise((resolveRequest, rejectRequest) => {
            waiting.set(id, { resolve: resolveRequest, reject: rejectRequest });
            child.send({ ...message, id });
          });
        },
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
  });
}

/** The child's side: `handlers[message.cmd](message)` answers each request. */
export function serveIpc(handlers) {
  process.on('message', async (message) => {
    try {
      const handler = handlers[message.cmd];
      if (!handler) throw new Error(`unknown command ${message.cmd}`);
      process.send({ id: message.id, result: await handler(message) });
    } catch (error) {
      process.send({ id: message.id, error: error?.stack ?? String(error) });
    }
  });
}
