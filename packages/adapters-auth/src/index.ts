export { adaptersAuthModule, type AdaptersAuthModuleOptions } from './adapters-auth.module.js';
export { ADAPTERS_AUTH_TOKENS } from './adapters-auth.tokens.js';
export { bindTokenStore } from './bind-token-store.js';
export type { CookieJar } from './cookie-jar.js';
export { CookieTokenStore, type CookieTokenStoreOptions } from './cookie-token-store.js';
export { FIREBASE_ERROR_CODES, firebaseErrorCode, toIdentityError } from './firebase-error-codes.js';
export { FirebaseIdentityAdapter } from './firebase-identity.adapter.js';
export type { FirebaseIdentityConfig } from './firebase-identity.config.js';
export { googlePopupSignIn, type GoogleSignIn } from './google-sign-in.js';
