// A RabbitMQ vhost of the bench's own on the local broker (rabbitmqctl), so that the bench knows
// the AMQP URL its system uses and can publish onto that system's exchange; deleted afterwards
// with every queue in it.
import { execFile } from 'node:child_process';

const AMQP = (vhost) => `amqp://guest:guest@127.0.0.1:5672${vhost ? `/${encodeURIComponent(vhost)}` : ''}`;

function rabbitmqctl(args, timeoutMs) {
  return new Promise((resolve, reject) => {
    execFile('rabbitmqctl', args, { timeout: timeoutMs }, (error, _stdout, stderr) =>
      error ? reject(new Error(`rabbitmqctl ${args.join(' ')}: ${stderr || error.message}`)) : resolve(),
    );
  });
}

/**
 * `{ url, drop }` of a fresh vhost guest may use; when rabbitmqctl is missing or refuses, the
 * default vhost (the system is still isolated by its namespace; its queues then stay behind).
 */
export async function createBenchVhost(name, log) {
  try {
    await rabbitmqctl(['add_vhost', name], 10_000);
    await rabbitmqctl(['set_permissions', '-p', name, 'guest', '.*', '.*', '.*'], 10_000);
    return { url: AMQP(name), drop: () => rabbitmqctl(['delete_vhost', name], 30_000) };
  } catch (error) {
    await rabbitmqctl(['delete_vhost', name], 30_000).catch(() => undefined);
    log(`no vhost of its own (${error.message.split('\n')[0]}): using the default vhost`);
    return { url: AMQP(), drop: async () => undefined };
  }
}
