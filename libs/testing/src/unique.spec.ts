import { randomSecret, randomSuffix, uniqueEmail, uniqueIp } from './unique';

describe('unique values', () => {
  it('hands out a different, well-formed IPv4 address on every call', () => {
    const ips = Array.from({ length: 5_000 }, () => uniqueIp());
    expect(new Set(ips).size).toBe(ips.length);
    for (const ip of ips) {
      expect(ip).toMatch(/^198\.(18|19)\.\d{1,3}\.\d{1,3}$/);
      expect(
        ip
          .split('.')
          .map(Number)
          .every((part) => part >= 0 && part <= 255),
      ).toBe(true);
    }
  });

  it('makes suffixes of lowercase letters and digits, usable in database names', () => {
    expect(randomSuffix()).toMatch(/^[a-z0-9]{10}$/);
    expect(randomSuffix(4)).toHaveLength(4);
  });

  it('makes secrets of the asked length', () => {
    expect(randomSecret(48)).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(randomSecret()).not.toBe(randomSecret());
  });

  it('makes distinct e-mail addresses carrying the label', () => {
    const email = uniqueEmail('limit');
    expect(email).toMatch(/^limit-[a-z0-9]{8}@e2e\.tezgah\.test$/);
    expect(uniqueEmail('limit')).not.toBe(email);
  });
});
