/** The firebase web config the identity adapter needs, plus the emulator when there is one. */
export interface FirebaseIdentityConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  /** `127.0.0.1:9099`: talk to the Firebase Auth emulator instead of Google. */
  readonly emulatorHost?: string;
  /**
   * The firebase app's name; the default app when absent. Tests give each file its own name so
   * their sessions never mix.
   */
  readonly appName?: string;
}
