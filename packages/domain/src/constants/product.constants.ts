/** The product's name, used in page titles and as the site title. */
export const PRODUCT_NAME = 'Publi';

/** The description pages carry when they set none of their own. */
export const DEFAULT_PAGE_DESCRIPTION =
  'Faça parte da comunidade de criadores da Publi e trabalhe com os melhores influenciadores do Brasil.';

/** Name of the cookie that keeps the login token. */
export const TOKEN_COOKIE_NAME = 'userToken';

/** Local storage key that keeps the creators a brand has selected. */
export const SELECTED_CREATORS_STORAGE_KEY = 'selected-creators';

/**
 * Local storage key that keeps how many pieces a visitor asks of each selected creator. It is a
 * key of its own so that `selected-creators` keeps the spec's `{id, name, image}` list unchanged.
 */
export const SELECTED_DELIVERIES_STORAGE_KEY = 'selected-creators-deliveries';

/**
 * Image a creator has until they upload their own. It counts as "no image"
 * in the profile completion.
 */
export const DEFAULT_CREATOR_IMAGE = '/images/creator-placeholder.svg';

/** Widths, in CSS pixels: at or below `mobile` the layout is the mobile one. */
export const BREAKPOINTS = { mobile: 720, desktop: 1280 } as const;

/** Pixels the viewport-height helper subtracts by default (the header's height). */
export const VIEWPORT_HEIGHT_OFFSET = 95;

/** Delays, in milliseconds, before a loading indicator shows. */
export const LOADING_DELAYS = { loadingBar: 0, lazySection: 200 } as const;

/** The theme's colour roles. */
export const THEME_COLORS = {
  primary: '#141414',
  secondary: '#e6007e',
  info: '#1e6fd9',
  success: '#1a9c5b',
} as const;

/** Most items a chip list (categories, states, cities) shows at once. */
export const CHIP_LIST_LIMIT = 10;

/** Creator search results per page. */
export const CREATOR_PAGE_SIZE = 24;

/** Chat messages per page. */
export const CHAT_PAGE_SIZE = 50;

/** Locale and currency everything is shown in. */
export const LOCALE = 'pt-BR';
/** @see LOCALE */
export const CURRENCY = 'BRL';
/** Time zone dates are shown in when they carry a time. */
export const TIME_ZONE = 'America/Sao_Paulo';
