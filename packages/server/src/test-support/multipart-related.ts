/**
 * The two parts of a `multipart/related` body as the Cloud Storage SDK sends a one-request
 * upload: the object's metadata (JSON) and its bytes. Parts are cut at the boundary the
 * request's Content-Type names; the media part may hold any byte, so it is cut as bytes.
 */
export function multipartRelatedParts(contentType: string | undefined, body: Buffer): { metadata: Record<string, unknown>; media: Buffer } {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType ?? '')?.[1];
  if (boundary === undefined) throw new Error('a multipart upload without a boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next === -1) break;
    parts.push(body.subarray(at + delimiter.length + 2, next - 2));
    at = next;
  }
  const [json, media] = parts.map((part) => part.subarray(part.indexOf('\r\n\r\n') + 4));
  if (json === undefined || media === undefined) throw new Error('a multipart upload without its two parts');
  return { metadata: JSON.parse(json.toString('utf8')) as Record<string, unknown>, media };
}
