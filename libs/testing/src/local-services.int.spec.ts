import { type Channel, connect } from 'amqplib';
import { deleteRabbitNamespace, LOCAL, sweepTestLeftovers } from './local-services';
import { randomSuffix } from './unique';

jest.setTimeout(60_000);

/** Declares a namespace's queue and exchange in the default vhost, as a shape without its own vhost does. */
async function declare(namespace: string): Promise<void> {
  const connection = await connect(LOCAL.amqp());
  const channel = await connection.createChannel();
  await channel.assertExchange(`${namespace}.events`, 'topic', { durable: true });
  await channel.assertQueue(`${namespace}.things`, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
  await connection.close();
}

async function exists(check: (channel: Channel) => Promise<unknown>): Promise<boolean> {
  const connection = await connect(LOCAL.amqp());
  const channel = await connection.createChannel();
  // A passive check of something missing closes the channel with 404 (also emitted as an error).
  channel.on('error', () => undefined);
  const found = await check(channel).then(
    () => true,
    () => false,
  );
  await connection.close().catch(() => undefined);
  return found;
}

describe('the local broker after tests', () => {
  it('deletes what one namespace declared in the default vhost, and nothing of another', async () => {
    const [gone, kept] = [`spec-${randomSuffix()}`, `spec-${randomSuffix()}`];
    await declare(gone);
    await declare(kept);

    await deleteRabbitNamespace(gone);

    expect(await exists((channel) => channel.checkQueue(`${gone}.things`))).toBe(false);
    expect(await exists((channel) => channel.checkExchange(`${gone}.events`))).toBe(false);
    expect(await exists((channel) => channel.checkQueue(`${kept}.things`))).toBe(true);
    await deleteRabbitNamespace(kept);
  });

  it('sweeps queues of test namespaces left in the default vhost, and leaves other queues', async () => {
    const left = `spec-${randomSuffix()}`;
    await declare(left);
    const other = `tezgah.spec-${randomSuffix(6)}`; // not a test namespace's name
    const connection = await connect(LOCAL.amqp());
    await (await connection.createChannel()).assertQueue(other, { durable: false, autoDelete: false });
    await connection.close();

    const swept = await sweepTestLeftovers();

    expect(swept.queues).toBeGreaterThanOrEqual(1);
    expect(await exists((channel) => channel.checkQueue(`${left}.things`))).toBe(false);
    expect(await exists((channel) => channel.checkQueue(other))).toBe(true);
    await exists((channel) => channel.deleteQueue(other));
  });
});
