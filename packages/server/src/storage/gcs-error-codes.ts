/** Whether a Cloud Storage call failed because the object (or bucket) is not there: the SDK's `ApiError` with code 404. */
export function isGcsNotFound(error: unknown): boolean {
  return codeOf(error) === 404;
}

/** Whether a Cloud Storage write was refused by its precondition (`ifGenerationMatch: 0`: the object exists). */
export function isGcsPreconditionFailed(error: unknown): boolean {
  return codeOf(error) === 412;
}

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}
