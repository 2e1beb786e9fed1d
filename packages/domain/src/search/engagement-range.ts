/**
 * The engagement slider's range in percent (SPEC section 9). Its full extent is also the
 * default, and selecting all of it means "no engagement filter".
 */
export const ENGAGEMENT_RANGE = { min: 0, max: 100, step: 1 } as const;
