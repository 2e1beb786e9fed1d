import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A certificate and its private key, both PEM. */
export interface CertificateAndKey {
  readonly cert: string;
  readonly key: string;
}

/** What a mutual-TLS test needs: one CA, the PSP's server certificate, Publi's client certificate and a stranger's. */
export interface TestCertificates {
  /** PEM of the test CA. */
  readonly ca: string;
  /** SAN DNS:localhost, IP:127.0.0.1, signed by `ca`. */
  readonly server: CertificateAndKey;
  /** Publi's client certificate, signed by `ca`. */
  readonly client: CertificateAndKey;
  /** A client certificate of ANOTHER CA: the PSP refuses it. */
  readonly stranger: CertificateAndKey;
}

// One day is longer than any test run; a certificate that outlives the run is harmless (it is
// thrown away with its temporary folder) and a shorter one would fail a run that crosses midnight.
const VALID_DAYS = '1';

/**
 * Makes the certificates with the `openssl` command (present on every machine that runs the
 * tests) in a temporary folder that is removed afterwards: EC P-256 keys, valid one day.
 */
export async function makeTestCertificates(): Promise<TestCertificates> {
  const dir = await mkdtemp(join(tmpdir(), 'publi-local-psp-'));
  try {
    const openssl = async (...args: string[]): Promise<void> => {
      await run('openssl', args, { cwd: dir });
    };
    const makeCa = async (name: string, subject: string): Promise<void> => {
      await openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', `${name}.key`);
      // Said outright rather than left to the machine's openssl.cnf: a CA that may sign certificates.
      await openssl(
        'req', '-x509', '-new', '-key', `${name}.key`, '-sha256', '-days', VALID_DAYS, '-subj', subject,
        '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign', '-out', `${name}.crt`,
      );
    };
    const makeSigned = async (name: string, ca: string, subject: string, extensions: string): Promise<CertificateAndKey> => {
      await openssl('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', `${name}.key`);
      await openssl('req', '-new', '-key', `${name}.key`, '-subj', subject, '-out', `${name}.csr`);
      await writeFile(join(dir, `${name}.ext`), extensions);
      await openssl(
        'x509', '-req', '-in', `${name}.csr`, '-CA', `${ca}.crt`, '-CAkey', `${ca}.key`, '-CAcreateserial',
        '-days', VALID_DAYS, '-sha256', '-extfile', `${name}.ext`, '-out', `${name}.crt`,
      );
      return { cert: await readFile(join(dir, `${name}.crt`), 'utf8'), key: await readFile(join(dir, `${name}.key`), 'utf8') };
    };
    await makeCa('ca', '/CN=Publi test CA');
    await makeCa('other-ca', '/CN=Another test CA');
    const server = await makeSigned('server', 'ca', '/CN=localhost', 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
    const client = await makeSigned('client', 'ca', '/CN=publi-client', 'extendedKeyUsage=clientAuth\n');
    const stranger = await makeSigned('stranger', 'other-ca', '/CN=stranger-client', 'extendedKeyUsage=clientAuth\n');
    return { ca: await readFile(join(dir, 'ca.crt'), 'utf8'), server, client, stranger };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
