import type { Page, Request } from '@playwright/test';

/** One request as the page sent it: where, how, its headers and its body (as text). */
export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

async function read(request: Request): Promise<RecordedRequest> {
  return { url: request.url(), method: request.method(), headers: await request.allHeaders(), body: request.postDataBuffer()?.toString('utf8') ?? '' };
}

/**
 * Starts recording every request `page` makes (documents, scripts, API calls, calls to other
 * sites), from now on; the returned function hands back all of them so far, headers included.
 */
export function recordRequests(page: Page): () => Promise<RecordedRequest[]> {
  const requests: Promise<RecordedRequest>[] = [];
  page.on('request', (request) => { requests.push(read(request)); });
  return () => Promise.all(requests);
}

/**
 * Whether `request` carries the card number `digits` anywhere: in its address (decoded too),
 * a header or its body, whole or with spaces, dots, dashes or `+` between the digits.
 */
export function carriesCardNumber(request: RecordedRequest, digits: string): boolean {
  const spaced = new RegExp(digits.split('').join('(?:[\\s.+-]|%20)*'));
  let decodedUrl = request.url;
  try {
    decodedUrl = decodeURIComponent(request.url);
  } catch {
    // An address that is not valid percent-encoding is checked as it is.
  }
  const places = [request.url, decodedUrl, request.body, ...Object.entries(request.headers).flat()];
  return places.some((text) => spaced.test(text));
}
