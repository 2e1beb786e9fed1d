const MB = 1024 * 1024;

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** What a file is for, which decides the types and size it may have. */
export const UPLOAD_PURPOSES = ['profile', 'project', 'reference', 'delivery'] as const;

/** One of {@link UPLOAD_PURPOSES}. */
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** The types a purpose accepts (checked from the file's bytes by the server) and its largest size. */
export interface UploadLimit {
  readonly contentTypes: readonly string[];
  readonly maxBytes: number;
}

/**
 * Upload limits per purpose (ARCHITECTURE.md): images (JPEG, PNG, WebP) up to 5 MB for
 * profiles and projects; deliveries may also be PDF or MP4, up to 100 MB for any of them.
 * The one list: the server checks a file's bytes against it, the contract's schemas and the
 * in-memory adapters read it, and the web's file inputs offer what it accepts.
 */
export const UPLOAD_LIMITS = {
  profile: { contentTypes: IMAGE_TYPES, maxBytes: 5 * MB },
  project: { contentTypes: IMAGE_TYPES, maxBytes: 5 * MB },
  // A project's references for creators: images or a PDF such as a brand kit.
  reference: { contentTypes: [...IMAGE_TYPES, 'application/pdf'], maxBytes: 20 * MB },
  delivery: { contentTypes: [...IMAGE_TYPES, 'application/pdf', 'video/mp4'], maxBytes: 100 * MB },
} as const satisfies Readonly<Record<UploadPurpose, UploadLimit>>;

/** Every type some purpose accepts. */
export const UPLOAD_CONTENT_TYPES: readonly string[] = [...new Set(Object.values(UPLOAD_LIMITS).flatMap((limit) => limit.contentTypes))];

/** The largest file any purpose accepts, for the server's body limit. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_LIMITS).map((limit) => limit.maxBytes));

/**
 * Why a file may not be uploaded for `purpose`, as an error code, or `undefined` when it
 * may. The type is judged first: a 50 MB video for a profile is the wrong type, not too large.
 *
 * @param file.contentType - the type read from the file's bytes, not the one the client claimed.
 */
export function uploadRefusal(
  purpose: UploadPurpose,
  file: { readonly contentType: string; readonly size: number },
): 'UPLOAD.TYPE_NOT_ALLOWED' | 'UPLOAD.TOO_LARGE' | undefined {
  const limit: UploadLimit = UPLOAD_LIMITS[purpose];
  if (!limit.contentTypes.includes(file.contentType)) return 'UPLOAD.TYPE_NOT_ALLOWED';
  if (file.size > limit.maxBytes) return 'UPLOAD.TOO_LARGE';
  return undefined;
}

/** The `accept` attribute of a file input for `purpose`: its types, comma-separated. */
export function acceptedTypes(purpose: UploadPurpose): string {
  return UPLOAD_LIMITS[purpose].contentTypes.join(',');
}
