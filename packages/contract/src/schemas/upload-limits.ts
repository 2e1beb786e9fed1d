// The limits are the domain's (one list for the server, the contract's schemas, the in-memory
// adapters and the web's file inputs); the contract re-exports them for its schemas and its users.
export { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, UPLOAD_LIMITS, UPLOAD_PURPOSES, uploadRefusal, type UploadLimit, type UploadPurpose } from '@publi/domain';
