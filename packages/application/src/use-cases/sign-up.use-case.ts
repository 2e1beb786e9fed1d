import type { AccountType, User } from '../model/user.model.js';
import type { AccountPort } from '../ports/account.port.js';
import type { IdentityPort, IdentitySession } from '../ports/identity.port.js';
import type { TokenStorePort } from '../ports/token-store.port.js';

/** What the sign-up form sends. */
export interface EmailSignUp {
  /** E-mail. */
  readonly email: string;
  /** Password; the provider's policy applies. */
  readonly password: string;
  /** Display name. */
  readonly name: string;
  /** The chosen account type. */
  readonly type: AccountType;
  /** A brand's company name ("Empresa"). */
  readonly companyName?: string;
  /** The privacy policy version the person ticked "Li e aceito" for. */
  readonly privacyPolicyVersion: string;
}

/**
 * Creates the identity and the Publi account in one go, and keeps the token, so the person
 * lands signed in. Throws `ApplicationError` (`IDENTITY.*`, `USER.*`).
 */
export class SignUpUseCase {
  /** @param identity - the provider. @param tokens - where the token is kept. @param accounts - Publi accounts. */
  constructor(private readonly identity: IdentityPort, private readonly tokens: TokenStorePort, private readonly accounts: AccountPort) {}

  /** Signs up with e-mail and password. */
  async withEmail(input: EmailSignUp): Promise<User> {
    const session = await this.identity.signUpWithEmail(input.email, input.password);
    const user = await this.createAccount(session, {
      name: input.name, type: input.type, email: input.email, companyName: input.companyName, privacyPolicyVersion: input.privacyPolicyVersion,
    });
    // The link that confirms the address goes at once; if the provider cannot send it now, the
    // site's notice offers it again, and the new account is not undone for it.
    await this.identity.sendEmailVerification().catch(() => undefined);
    return user;
  }

  /** Signs up with Google, having accepted `privacyPolicyVersion`; the name defaults to the part of the e-mail before '@'. */
  async withGoogle(type: AccountType, privacyPolicyVersion: string, name?: string, companyName?: string): Promise<User> {
    const session = await this.identity.signInWithGoogle();
    const email = session.email ?? '';
    return this.createAccount(session, { name: name ?? email.split('@')[0] ?? email, type, email, companyName, privacyPolicyVersion });
  }

  private createAccount(
    session: IdentitySession,
    account: {
      readonly name: string; readonly type: AccountType; readonly email: string; readonly companyName: string | undefined; readonly privacyPolicyVersion: string;
    },
  ): Promise<User> {
    this.tokens.save(session.token);
    const { companyName, ...rest } = account;
    return this.accounts.createUser({ externalId: session.uid, ...rest, ...(companyName === undefined || companyName === '' ? {} : { companyName }) });
  }
}
