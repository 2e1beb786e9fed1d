import { ApplicationError, type DownloadedFile } from '@publi/application';
import type { RouteContract } from '@publi/contract';
import type { AxiosInstance } from 'axios';
import { fileNameFromDisposition } from './mappers/project.mapper.js';
import { readApiResponse } from './read-api-response.js';
import { withParams } from './request-api.js';

function jsonOf(bytes: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls a download route (an export, a delivered file) and reads the file as bytes, named by its
 * Content-Disposition; an error answer (JSON) is read as any other route's and thrown.
 */
export async function requestDownload(
  client: AxiosInstance,
  route: RouteContract,
  call: { readonly params?: Readonly<Record<string, string | number>>; readonly query?: Readonly<Record<string, unknown>> },
  fallbackName: string,
): Promise<DownloadedFile> {
  let response;
  try {
    response = await client.request<ArrayBuffer>({ method: route.method, url: withParams(route.path, call.params), params: call.query, responseType: 'arraybuffer' });
  } catch {
    throw new ApplicationError('NETWORK.UNREACHABLE');
  }
  const type = String(response.headers['content-type'] ?? '');
  if (response.status !== 200 || !route.download?.mediaTypes.includes(type)) {
    readApiResponse(route.response, { status: response.status, data: jsonOf(response.data) });
    throw new ApplicationError('RESPONSE.INVALID_FORMAT');
  }
  const disposition: unknown = response.headers['content-disposition'];
  return { fileName: fileNameFromDisposition(typeof disposition === 'string' ? disposition : undefined, fallbackName), mediaType: type, bytes: new Uint8Array(response.data) };
}
