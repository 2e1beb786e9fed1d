import type { JobPrices } from '@publi/application';

/** The formats a brand can ask a creator for, in the order every screen lists them. */
export const JOB_FORMATS: readonly { readonly key: keyof JobPrices; readonly label: string }[] = [
  { key: 'stories', label: 'Stories' },
  { key: 'feed', label: 'Feed' },
  { key: 'tiktok', label: 'TikTok' },
];
