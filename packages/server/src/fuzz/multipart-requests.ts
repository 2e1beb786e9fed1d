import fc from 'fast-check';
import type { RouteContract } from '@publi/contract';
import type { z } from 'zod';
import { EDGE_KEYS, UNICODE_EDGES } from './edge-values.js';
import type { UploadSamples } from './fuzz-context.js';
import { fuzzRequest, pathWith, urlText, type FuzzRequest } from './fuzz-request.js';
import { encodeForm, FORM_BOUNDARY, type FormPart } from './multipart-form.js';
import { arbitrariesOf } from './schema-arbitraries.js';
import type { FieldHints } from './schema-arbitraries.types.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// Bytes a type check must refuse, and a PNG's signature on garbage (the right type, no image in it).
const HOSTILE_FILES: readonly Uint8Array[] = [
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
  Buffer.from('MZ\x90\x00'),
  Uint8Array.from([...PNG_SIGNATURE, ...Array.from({ length: 64 }, (_, index) => (index * 37) % 256)]),
];
const NAMES = ['foto.png', 'entrega.pdf', '../../etc/passwd', '..\\..\\win.ini', '/etc/passwd', '', 'foto.svg', 'CON', '.htaccess', 'a'.repeat(1_000), 'x"; name="purpose', ...UNICODE_EDGES];
const CLAIMED_TYPES = ['image/png', 'image/jpeg', 'application/pdf', 'video/mp4', 'image/svg+xml', 'text/html', 'application/octet-stream', ''];

const FORM_TYPE = `multipart/form-data; boundary=${FORM_BOUNDARY}`;

function isFileField(schema: z.core.$ZodType): boolean {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (def.type === 'optional' || def.type === 'default') return isFileField(def.innerType);
  return def.type === 'file';
}

/**
 * Requests for a multipart upload route: forms built from the route's schema (its text fields
 * valid or bent, its file a real one of each type or hostile bytes, named and typed by a lying
 * client, one over the size limit), parts missing, repeated, out of order or unknown by name
 * (`__proto__` included), and bodies that are not a well-formed form at all.
 */
export function multipartRequests(route: RouteContract, hints: FieldHints, samples: UploadSamples): fc.Arbitrary<FuzzRequest> {
  const body: z.core.$ZodType | undefined = route.body;
  const shape = body === undefined ? {} : ((body as z.core.$ZodTypes)._zod.def as Partial<z.core.$ZodObjectDef>).shape ?? {};
  const textFields = Object.entries(shape).filter(([, schema]) => !isFileField(schema));
  const fileName = Object.entries(shape).find(([, schema]) => isFileField(schema))?.[0] ?? 'file';
  const fields = textFields.map(([name, schema]) => ({ name, ...arbitrariesOf(schema, hints, name) }));
  const params = route.params === undefined ? fc.constant(undefined) : arbitrariesOf(route.params, hints).valid;
  const textParts = (values: readonly unknown[]): FormPart[] =>
    values.flatMap((value, index) => (value === undefined ? [] : [{ name: fields[index]?.name ?? '', value: urlText(value) }]));
  const validTexts = fc.tuple(...fields.map((field) => field.valid));
  const file = fc.record({
    name: fc.constant(fileName),
    bytes: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...samples.accepted) }, fc.uint8Array({ maxLength: 64 }), fc.constantFrom(...HOSTILE_FILES), fc.constant(samples.oversized)),
    filename: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('foto.png', 'entrega.pdf') }, fc.constantFrom(...NAMES)),
    contentType: fc.constantFrom(...CLAIMED_TYPES),
  });
  const form = (bent: string) => ([id, parts]: readonly [unknown, readonly FormPart[]]): FuzzRequest =>
    fuzzRequest({ method: route.method, path: pathWith(route.path, id), body: encodeForm(parts), headers: { 'content-type': FORM_TYPE }, bent: `form: ${bent}`, pathBent: false });
  const raw = (bent: string, contentType: string) => ([id, payload]: readonly [unknown, Buffer | string]): FuzzRequest =>
    fuzzRequest({ method: route.method, path: pathWith(route.path, id), body: payload, headers: { 'content-type': contentType }, bent: `raw: ${bent}`, pathBent: false });
  const badTexts = fields.map((field, index) => fc.tuple(validTexts, field.malformed).map(([texts, bad]) => texts.map((text, at) => (at === index ? bad : text))));
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(params, validTexts, file, fc.boolean()).map(([id, texts, one, fileFirst]) => form('valid-looking')([id, fileFirst ? [one, ...textParts(texts)] : [...textParts(texts), one]])) },
    { weight: 2, arbitrary: fc.tuple(params, fc.oneof(validTexts, ...badTexts), file).map(([id, texts, one]) => form('a text field bent')([id, [...textParts(texts), one]])) },
    fc.tuple(params, validTexts).map(([id, texts]) => form('no file')([id, textParts(texts)])),
    fc.tuple(params, validTexts).map(([id, texts]) => form('a text where the file goes')([id, [...textParts(texts), { name: fileName, value: 'foto.png' }]])),
    fc.tuple(params, file, file).map(([id, one, two]) => form('two files')([id, [one, two]])),
    fc.tuple(params, file, fc.constantFrom(...EDGE_KEYS)).map(([id, one, name]) => form(`unknown field ${name}`)([id, [{ name, value: '{"admin":true}' }, one]])),
    fc.tuple(params, file, fc.nat()).map(([id, one, cut]) => {
      const whole = encodeForm([one]);
      return raw('cut short', FORM_TYPE)([id, whole.subarray(0, cut % whole.length)]);
    }),
    fc.tuple(params, file).map(([id, one]) => raw('no boundary', 'multipart/form-data')([id, encodeForm([one])])),
    fc.tuple(params, file).map(([id, one]) => raw('another boundary', 'multipart/form-data; boundary=other')([id, encodeForm([one])])),
    fc.tuple(params, validTexts).map(([id, texts]) => raw('JSON instead of a form', 'application/json')([id, JSON.stringify(Object.fromEntries(textParts(texts).map((part) => [part.name, 'value' in part ? part.value : ''])))])),
    fc.tuple(params, fc.constant('')).map(raw('empty', FORM_TYPE)),
  );
}
