/**
 * AMQP topic matching, so the in-process bus routes exactly as a RabbitMQ topic exchange:
 * words split on `.`, `*` matches one word, `#` zero or more.
 */
export function topicMatches(pattern: string, routingKey: string): boolean {
  if (!pattern.includes('*') && !pattern.includes('#')) return pattern === routingKey;
  return matchWords(pattern.split('.'), 0, routingKey.split('.'), 0);
}

function matchWords(pattern: string[], p: number, key: string[], k: number): boolean {
  if (p === pattern.length) return k === key.length;
  const word = pattern[p];
  if (word === '#') {
    for (let skip = k; skip <= key.length; skip++) {
      if (matchWords(pattern, p + 1, key, skip)) return true;
    }
    return false;
  }
  if (k === key.length) return false;
  return (word === '*' || word === key[k]) && matchWords(pattern, p + 1, key, k + 1);
}
