import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { testCertificates } from './test-certificates';

describe('testCertificates', () => {
  it('generates once per process', () => {
    expect(testCertificates()).toBe(testCertificates());
  });

  it('writes the CA to a PEM file, a CA certificate valid for two days', () => {
    const { caPath, caPem } = testCertificates();
    expect(readFileSync(caPath, 'utf8')).toBe(caPem);
    const ca = new X509Certificate(caPem);
    expect(ca.ca).toBe(true);
    expect(Date.parse(ca.validTo) - Date.parse(ca.validFrom)).toBe(2 * 24 * 3600 * 1000);
  });

  it('issues a server certificate for localhost, 127.0.0.1 and ::1, for server authentication only', () => {
    const { caPem, certPem } = testCertificates();
    const ca = new X509Certificate(caPem);
    const server = new X509Certificate(certPem);
    expect(server.ca).toBe(false);
    expect(server.checkIssued(ca)).toBe(true);
    expect(server.verify(ca.publicKey)).toBe(true);
    expect(server.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1');
    expect(server.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']); // extended key usage: serverAuth
    expect(server.checkHost('localhost')).toBe('localhost');
    expect(server.checkIP('::1')).toBe('::1');
  });
});
