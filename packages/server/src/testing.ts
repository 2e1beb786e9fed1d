/**
 * `@publi/server/testing`: the server's test harness for integration tests in other packages
 * (the HTTP adapters' contract tests) and in this one. It is the one entry besides `.`
 * (STYLE.md), resolved from sources only (no build), a devDependency imported only from
 * `*.int.spec.ts` files (`.dependency-cruiser.cjs`, rule `server-testing-only-in-int-specs`).
 *
 * What it offers: a fresh API on its own database with the real token verifier on the auth
 * emulator (`startTestApp`), people signed up with real ID tokens (`testApp.signUp()`,
 * `createAccount`), creators and accounts inserted straight into the tables, real sample files,
 * multipart bodies, and the reference lists. Every error answer of a test app is checked
 * against its route's error list in the contract (`contractErrorCheck`).
 */
export { startTestApp, TEST_WEBHOOK_SECRET, type TestApp, type TestCall, type TestIdentity } from './test-support/test-app.js';
export { insertCreator, type CreatorSeed, type InsertedCreator } from './test-support/insert-creator.js';
export { insertAccount, signUpBrand, type AccountSeed } from './test-support/account-row.builder.js';
export {
  aBankAccountBody,
  aCreateUserBody,
  aJobPricesBody,
  aSocialNetwork,
  anAddressBody,
  createAccount,
  dataOf,
  errorOf,
  expectApiError,
  type TestAccount,
} from './test-support/account-bodies.builder.js';
export { aSampleFile } from './test-support/sample-files.builder.js';
export { aProjectBody } from './test-support/project-bodies.builder.js';
export { aMultipartForm, type FormPart, type MultipartForm } from './test-support/multipart-form.builder.js';
export { ensureReferenceData as seedReferenceData } from './seed/ensure-reference-data.js';
export { aProposal, castForContracts, propose, readContract, type CastMember, type ContractCast } from './test-support/contract-cast.builder.js';
export { anUnsignedToken } from './test-support/unsigned-token.builder.js';
export { acceptedContract, cardToken, payByCard, TEST_CARDS, uploadToContract } from './test-support/money-cast.builder.js';
export { LocalPagarme, type LocalPagarmeOptions } from './test-support/local-pagarme/local-pagarme.js';
