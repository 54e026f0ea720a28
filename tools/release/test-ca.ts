/**
 * Certificates for the release check, made with openssl: a CA, and a server certificate it signs
 * for one host name (subjectAltName), as a company's internal CA would issue for its API.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] });
const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

interface TestCa {
  cert: string;
  key: string;
}

/** A self-signed CA in `dir` (`<label>.pem`, `<label>.key`). */
export function makeCa(dir: string, label: string): TestCa {
  const cert = path.join(dir, `${label}.pem`);
  const key = path.join(dir, `${label}.key`);
  openssl('req', '-x509', ...EC_KEY, '-keyout', key, '-out', cert, '-days', '2', '-subj', `/CN=Exchange release check ${label}`,
    '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');
  return { cert, key };
}

/** A certificate for `hostName` signed by `ca`; returns its certificate and key files. */
export function makeServerCert(dir: string, ca: TestCa, hostName: string): { cert: string; key: string } {
  const key = path.join(dir, `${hostName}.key`);
  const csr = path.join(dir, `${hostName}.csr`);
  const cert = path.join(dir, `${hostName}.pem`);
  const ext = path.join(dir, `${hostName}.ext`);
  fs.writeFileSync(ext, `subjectAltName=DNS:${hostName}\nextendedKeyUsage=serverAuth\nkeyUsage=critical,digitalSignature\n`);
  openssl('req', ...EC_KEY, '-keyout', key, '-out', csr, '-subj', `/CN=${hostName}`);
  openssl('x509', '-req', '-in', csr, '-CA', ca.cert, '-CAkey', ca.key, '-CAcreateserial', '-out', cert, '-days', '2', '-extfile', ext);
  return { cert, key };
}
