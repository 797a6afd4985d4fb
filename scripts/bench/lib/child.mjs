// Starts a Node script as a child process that reports readiness with process.send({ ready, ... }).
import { fork } from 'node:child_process';

export function startChild(script, { env = {}, timeoutMs = 15_000 } = {}) {
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not report ready within ${timeoutMs} ms`));
    }, timeoutMs);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve({
        info: message,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with code ${code} before it was ready`));
    });
  });
}
