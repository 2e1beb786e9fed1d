import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hashHeader, objectResource, type FakeGcsObject } from './fake-gcs-object.js';
import { multipartRelatedParts } from './multipart-related.js';
import { checkV4SignedUrl } from './v4-signed-url-check.js';
import { closeServer } from '../http/close-server.js';

/** A service account's key, as the SDK takes it (`credentials`): the fake holds its public half. */
export interface ServiceAccountKey {
  readonly client_email: string;
  readonly private_key: string;
}

/** A local Cloud Storage JSON API server for the tests, objects in memory (`startFakeGcs`). */
export interface FakeGcs {
  /** `http://127.0.0.1:<port>`: the SDK's `apiEndpoint`. */
  readonly url: string;
  /** A service account's key this server knows, to sign URLs with. */
  readonly serviceAccount: ServiceAccountKey;
  /** The names of the objects `bucket` holds now. */
  objectNames(bucket: string): string[];
  close(): Promise<void>;
}

const UPLOAD = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/;
const OBJECT = /^\/storage\/v1\/b\/([^/]+)\/o\/([^/]+)$/;
const LIST = /^\/storage\/v1\/b\/([^/]+)\/o$/;
// An object by address (`/<bucket>/<name>`): what a signed URL names.
const BY_ADDRESS = /^\/([^/]+)\/(.+)$/;

/**
 * Starts the fake: just the JSON API calls the app's Cloud Storage adapters make through the real
 * SDK (a one-request upload, an object's metadata, its bytes whole or a range, delete, list), on
 * the `buckets` given; and objects by address only through a V4 signed URL it checks
 * (`v4-signed-url-check.ts`) at `now` (the test's clock, so expiry needs no waiting). Like the
 * real service, an upload whose request never finished leaves no object.
 */
export async function startFakeGcs(options: { readonly buckets: readonly string[]; readonly now?: () => Date }): Promise<FakeGcs> {
  const now = options.now ?? (() => new Date());
  const objects = new Map<string, FakeGcsObject>();
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccount = { client_email: 'publi-files@publi-test.iam.gserviceaccount.com', private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
  const signers = new Map<string, KeyObject>([[serviceAccount.client_email, publicKey]]);
  let generation = 1;

  const keyOf = (bucket: string, name: string) => `${bucket}/${name}`;

  const receiveUpload = async (request: IncomingMessage, response: ServerResponse, bucket: string, name: string): Promise<void> => {
    // The whole body or nothing: a request cut off rejects here, and nothing is stored.
    const { metadata, media } = multipartRelatedParts(request.headers['content-type'], await bodyOf(request));
    const url = new URL(request.url ?? '/', 'http://fake-gcs');
    if (url.searchParams.get('ifGenerationMatch') === '0' && objects.has(keyOf(bucket, name))) {
      sendError(response, 412, 'At least one of the pre-conditions you specified did not hold.');
      return;
    }
    const contentType = typeof metadata['contentType'] === 'string' ? metadata['contentType'] : 'application/octet-stream';
    generation += 1;
    const stored: FakeGcsObject = { bucket, name, bytes: media, contentType, generation, created: now() };
    objects.set(keyOf(bucket, name), stored);
    sendJson(response, 200, objectResource(stored));
  };

  const answerObjectCall = (request: IncomingMessage, response: ServerResponse, object: FakeGcsObject, media: boolean): void => {
    if (request.method === 'DELETE') {
      objects.delete(keyOf(object.bucket, object.name));
      response.writeHead(204).end();
    } else if (media) {
      sendMedia(request, response, object);
    } else {
      sendJson(response, 200, objectResource(object));
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://fake-gcs');
    const path = url.pathname;
    const [bucket, name = ''] = (UPLOAD.exec(path) ?? OBJECT.exec(path) ?? LIST.exec(path) ?? BY_ADDRESS.exec(path) ?? []).slice(1).map(decodeURIComponent);
    if (bucket === undefined || !options.buckets.includes(bucket)) {
      sendError(response, 404, 'The specified bucket does not exist.');
    } else if (request.method === 'POST' && UPLOAD.test(path)) {
      await receiveUpload(request, response, bucket, url.searchParams.get('name') ?? '');
    } else if (LIST.test(path)) {
      const prefix = url.searchParams.get('prefix') ?? '';
      const items = [...objects.values()].filter((object) => object.bucket === bucket && object.name.startsWith(prefix));
      sendJson(response, 200, { kind: 'storage#objects', items: items.slice(0, Number(url.searchParams.get('maxResults') ?? 1000)).map(objectResource) });
    } else {
      const object = objects.get(keyOf(bucket, name));
      // By address (not the JSON API): objects are private, so only a good signed URL reads one.
      const refusal = OBJECT.test(path) ? null : url.searchParams.has('X-Goog-Signature') ? checkV4SignedUrl(request, signers, now()) : 'unsigned';
      if (refusal !== null) sendError(response, 403, `Access denied: ${refusal}.`);
      else if (object === undefined) sendError(response, 404, `No such object: ${bucket}/${name}`);
      else answerObjectCall(request, response, object, !OBJECT.test(path) || url.searchParams.get('alt') === 'media');
    }
  };

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      // A request cut off mid-body (an upload the app refused): no answer reaches anyone.
      response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    serviceAccount,
    objectNames: (bucket) => [...objects.values()].filter((object) => object.bucket === bucket).map((object) => object.name),
    close: () => closeServer(server),
  };
}

function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.on('aborted', () => {
      reject(new Error('upload cut off'));
    });
    request.on('error', reject);
  });
}

function sendMedia(request: IncomingMessage, response: ServerResponse, object: FakeGcsObject): void {
  const headers = { 'content-type': object.contentType, 'x-goog-stored-content-encoding': 'identity', 'x-goog-generation': String(object.generation) };
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
  if (range === null) {
    response.writeHead(200, { ...headers, 'content-length': object.bytes.length, 'x-goog-hash': hashHeader(object) }).end(object.bytes);
    return;
  }
  const start = Number(range[1]);
  const end = range[2] === '' || range[2] === undefined ? object.bytes.length - 1 : Math.min(Number(range[2]), object.bytes.length - 1);
  const part = object.bytes.subarray(start, end + 1);
  response.writeHead(206, { ...headers, 'content-length': part.length, 'content-range': `bytes ${String(start)}-${String(end)}/${String(object.bytes.length)}` }).end(part);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}

// The JSON API's error shape, which the SDK turns into an `ApiError` with this `code`.
function sendError(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { error: { code: status, message, errors: [{ message, reason: status === 404 ? 'notFound' : 'forbidden' }] } });
}
