export { AUTH_EMULATOR_PROJECT_ID, DEFAULT_AUTH_EMULATOR_PORT } from './constants.js';
export { AuthEmulatorRequestError } from './emulator-rest.js';
export { expiredIdTokenFor } from './expired-id-token.js';
export { isAuthEmulatorAt } from './probe.js';
export { startAuthEmulator, type RunningAuthEmulator, type StartAuthEmulatorOptions } from './start-auth-emulator.js';
export {
  changeTestUserEmail,
  clearAuthEmulatorUsers,
  DEFAULT_TEST_PASSWORD,
  createTestUserWithToken,
  disableTestUser,
  revokeTestUserSessions,
  linkPasswordTestUser,
  signInTestUser,
  signInWithGoogleTestUser,
  signUpTestUser,
  type NewTestUser,
  type TestCredentials,
  type TestUser,
} from './test-users.js';
export { authEmulatorGlobalSetup } from './vitest-global-setup.js';
