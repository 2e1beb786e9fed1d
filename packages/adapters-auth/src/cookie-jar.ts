/**
 * Where cookies are read and written: `document` in the browser. Reading answers the
 * `name=value; name2=value2` list; writing sets one cookie with its attributes. Passed in, so the
 * cookie store runs and is tested in Node without a DOM.
 */
export interface CookieJar {
  get cookie(): string;
  set cookie(value: string);
}
