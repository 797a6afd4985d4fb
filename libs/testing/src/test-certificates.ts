import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestCertificates {
  /** The CA certificate's PEM file: what `NODE_EXTRA_CA_CERTS` of a delivering process points at. */
  caPath: string;
  /** The same CA certificate, for an explicit `ca` option in this process. */
  caPem: string;
  /** The server certificate, signed by the CA, for `localhost`, `127.0.0.1` and `::1`. */
  certPem: string;
  keyPem: string;
}

const OPENSSL = '/usr/bin/openssl';
const VALID_DAYS = '2';

// Our own config, not the system's openssl.cnf (whose default extensions differ between distributions),
// so that the certificates hold exactly the extensions Node's verification looks at.
// The server's key usage is digitalSignature alone: an EC key signs the handshake, it enciphers nothing.
const CONFIG = `
[req]
distinguished_name = dn
prompt = no
[dn]
CN = placeholder
[ca_ext]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[server_ext]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = DNS:localhost, IP:127.0.0.1, IP:::1
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid, issuer
`;

let generated: TestCertificates | undefined;

/**
 * A throwaway CA and a server certificate it signed (EC P-256, valid two days), generated with the
 * openssl CLI into a temporary directory once per process and removed when the process exits.
 */
export function testCertificates(): TestCertificates {
  generated ??= generate();
  return generated;
}

function generate(): TestCertificates {
  const dir = mkdtempSync(path.join(tmpdir(), 'tezgah-tls-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync(OPENSSL, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const config = file('openssl.cnf');
  writeFileSync(config, CONFIG);
  const newKey = (keyFile: string) => ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyFile];

  const ca = file('ca.pem');
  const subject = `/CN=Tezgah test CA ${path.basename(dir)}`;
  openssl(
    'req',
    '-x509',
    '-config',
    config,
    '-extensions',
    'ca_ext',
    ...newKey(file('ca.key')),
    '-subj',
    subject,
    '-days',
    VALID_DAYS,
    '-out',
    ca,
  );
  openssl('req', '-new', '-config', config, ...newKey(file('server.key')), '-subj', '/CN=localhost', '-out', file('server.csr'));
  // A random serial (positive: its first byte is 01) instead of a serial file to keep.
  const serial = `0x01${randomBytes(8).toString('hex')}`;
  const signing = ['-CA', ca, '-CAkey', file('ca.key'), '-set_serial', serial, '-extfile', config, '-extensions', 'server_ext'];
  openssl('x509', '-req', '-in', file('server.csr'), ...signing, '-days', VALID_DAYS, '-out', file('server.pem'));

  return {
    caPath: ca,
    caPem: readFileSync(ca, 'utf8'),
    certPem: readFileSync(file('server.pem'), 'utf8'),
    keyPem: readFileSync(file('server.key'), 'utf8'),
  };
}
