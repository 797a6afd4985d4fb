import { topicMatches } from './topic-match';

describe('topicMatches (RabbitMQ topic exchange semantics)', () => {
  it.each([
    ['order.created', 'order.created', true],
    ['order.created', 'order.updated', false],
    ['order.*', 'order.created', true],
    ['order.*', 'order', false],
    ['order.*', 'connector.listing.updated', false],
    ['*.listing.*', 'connector.listing.updated', true],
    ['#', 'anything.at.all', true],
    ['connector.#', 'connector', true],
    ['connector.#', 'connector.listing.updated', true],
    ['#.updated', 'connector.listing.updated', true],
    ['#.updated', 'order.created', false],
  ])('%s against %s → %s', (pattern, key, expected) => {
    expect(topicMatches(pattern, key)).toBe(expected);
  });
});
