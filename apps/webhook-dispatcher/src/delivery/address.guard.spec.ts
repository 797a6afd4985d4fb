import { lookup } from 'node:dns';
import { promisify } from 'node:util';
import { isBlockedLiteral, isPublicAddress, nonPublicAddressesOf, publicOnlyLookup } from './address.guard';

describe('the SSRF guard', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false], // cloud metadata
    ['100.100.100.200', false], // carrier-grade NAT (another cloud's metadata)
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['fd00:ec2::254', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::a00:1', false], // NAT64 of 10.0.0.1
    ['not an address', false],
    ['8.8.8.8', true],
    ['151.101.1.69', true],
    ['2606:4700:4700::1111', true],
    ['::ffff:8.8.8.8', true],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('checks IP literals in URL hosts, brackets and all', () => {
    expect(isBlockedLiteral('127.0.0.1')).toBe(true);
    expect(isBlockedLiteral('[::1]')).toBe(true);
    expect(isBlockedLiteral('8.8.8.8')).toBe(false);
    expect(isBlockedLiteral('hooks.example.com')).toBe(false);
  });

  it('resolves names: localhost stands for loopback addresses', async () => {
    expect((await nonPublicAddressesOf('localhost')).length).toBeGreaterThan(0);
    expect(await nonPublicAddressesOf('8.8.8.8')).toEqual([]);
    await expect(nonPublicAddressesOf('no-such-host.invalid')).rejects.toThrow();
  });

  it('refuses to dial a name that resolves to a private address', async () => {
    const guarded = promisify(publicOnlyLookup as typeof lookup);
    await expect(guarded('localhost', {})).rejects.toMatchObject({ code: 'EBLOCKEDADDRESS' });
  });
});
