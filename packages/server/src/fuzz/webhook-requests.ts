import fc from 'fast-check';
import type { RouteContract } from '@publi/contract';
import { signWebhook, SIGNATURE_HEADER } from '../payments/webhook-signature.js';
import { fuzzRequest, type FuzzRequest } from './fuzz-request.js';
import { rawBodies } from './raw-bodies.js';
import { arbitrariesOf } from './schema-arbitraries.js';
import type { FieldHints } from './schema-arbitraries.types.js';

type Signing = 'signed' | 'missing' | 'zeros' | 'another body' | 'upper case' | 'huge';

function signatureFor(signing: Signing, secret: string, text: string): string | undefined {
  switch (signing) {
    case 'signed':
      return signWebhook(secret, text);
    case 'missing':
      return undefined;
    case 'zeros':
      return `sha256=${'0'.repeat(64)}`;
    case 'another body':
      return signWebhook(secret, `${text} `);
    case 'upper case':
      return signWebhook(secret, text).toUpperCase();
    case 'huge':
      return `sha256=${'f'.repeat(8_000)}`;
  }
}

/**
 * Requests for the payment provider's webhook, whose body is signed with HMAC-SHA256 over its raw
 * bytes: mostly signed with the test app's secret (so bent bodies get past the signature and
 * meet validation and the event's handling, charge ids drawn from the world's real payments),
 * and unsigned, wrongly signed or signed over other bytes.
 */
export function webhookRequests(route: RouteContract, hints: FieldHints, secret: string): fc.Arbitrary<FuzzRequest> {
  if (route.body === undefined) throw new Error('webhookRequests: the webhook route has no body schema');
  const body = arbitrariesOf(route.body, hints);
  const texts = fc.oneof(
    { weight: 3, arbitrary: body.valid.map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json', bent: 'valid' })) },
    { weight: 3, arbitrary: body.malformed.map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json', bent: 'body' })) },
    { weight: 2, arbitrary: rawBodies(body.valid) },
  );
  const signings = fc.oneof({ weight: 5, arbitrary: fc.constant<Signing>('signed') }, fc.constantFrom<Signing>('missing', 'zeros', 'another body', 'upper case', 'huge'));
  return fc.tuple(texts, signings).map(([text, signing]) => {
    const signature = signatureFor(signing, secret, text.payload.toString());
    return fuzzRequest({
      method: route.method,
      path: route.path,
      body: text.payload,
      headers: { ...(text.contentType === undefined ? {} : { 'content-type': text.contentType }), ...(signature === undefined ? {} : { [SIGNATURE_HEADER]: signature }) },
      bent: `${text.bent}, signature ${signing}`,
      pathBent: false,
    });
  });
}
