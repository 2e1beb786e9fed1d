import type { AccountType, CompleteProfileUseCase, EmailSignUp, LookUpPostalCodeUseCase, PostalCodeAddress, SignUpUseCase, User, UserInfo } from '@publi/application';
import { PRIVACY_POLICY_VERSION } from '@publi/contract';
import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { USE_CASE_TOKENS } from './use-case.tokens.js';
import type { SessionStore } from './session.store.js';
import { STORE_TOKENS } from './store.tokens.js';

/** The account types a person signs up as. */
export type SignUpType = 'brand' | 'creator' | 'agent';

/**
 * The sign-up flow across `/signup`, `/signup2` and `/signup/profile`: the chosen type, then the
 * name and e-mail typed (never the password, which is not kept beyond its form). Creating the
 * account and saving the profile step go through here and hand the session the saved account.
 */
@injectable()
export class SignUpStore {
  type: SignUpType | null = null;
  name = '';
  email = '';
  /** A brand's company name ("Empresa"). */
  companyName = '';
  /** Whether "Li e aceito a Política de Privacidade" is ticked (kept while the person reads the policy and comes back). */
  privacyAccepted = false;

  constructor(
    @inject(STORE_TOKENS.Session) private readonly session: Pick<SessionStore, 'setUser'>,
    @inject(USE_CASE_TOKENS.SignUp) private readonly signUp: SignUpUseCase,
    @inject(USE_CASE_TOKENS.LookUpPostalCode) private readonly lookUp: LookUpPostalCodeUseCase,
    @inject(USE_CASE_TOKENS.CompleteProfile) private readonly completeProfile: CompleteProfileUseCase,
  ) {
    makeAutoObservable<this, 'session' | 'signUp' | 'lookUp' | 'completeProfile'>(
      this,
      { session: false, signUp: false, lookUp: false, completeProfile: false },
      { autoBind: true },
    );
  }

  /** Whether `/signup2` may be shown: only once a type was chosen on `/signup`. */
  get canEnterCredentials(): boolean {
    return this.type !== null;
  }

  acceptPrivacy(accepted: boolean): void {
    this.privacyAccepted = accepted;
  }

  keepCompanyName(companyName: string): void {
    this.companyName = companyName;
  }

  chooseType(type: SignUpType): void {
    this.type = type;
  }

  /** Keeps what the credentials form holds, so going back and forth loses nothing. */
  keepCredentials(name: string, email: string): void {
    this.name = name;
    this.email = email;
  }

  /**
   * Creates the identity and the account in one step; the session then holds the new user. The
   * form calls it only once "Li e aceito a Política de Privacidade" is ticked, so the consent
   * sent is the policy this build shows at `/privacidade`.
   */
  async withEmail(input: Omit<EmailSignUp, 'privacyPolicyVersion'>): Promise<User> {
    const companyName = this.companyName.trim();
    const accepted = { ...input, privacyPolicyVersion: PRIVACY_POLICY_VERSION };
    const user = await this.signUp.withEmail(input.type === 'brand' && companyName !== '' ? { ...accepted, companyName } : accepted);
    this.session.setUser(user);
    return user;
  }

  async withGoogle(type: AccountType, name?: string): Promise<User> {
    const companyName = this.companyName.trim();
    const user = await this.signUp.withGoogle(type, PRIVACY_POLICY_VERSION, name, type === 'brand' && companyName !== '' ? companyName : undefined);
    this.session.setUser(user);
    return user;
  }

  /** The CEP's state and city; throws `ApplicationError` (`POSTAL_CODE.*`). */
  lookUpPostalCode(cep: string): Promise<PostalCodeAddress> {
    return this.lookUp.execute(cep);
  }

  /** Saves the profile step and hands the session the saved account; the steps are done. */
  async saveProfile(info: UserInfo): Promise<User> {
    const user = await this.completeProfile.execute(info);
    this.session.setUser(user);
    this.reset();
    return user;
  }

  reset(): void {
    this.type = null;
    this.name = '';
    this.email = '';
    this.companyName = '';
    this.privacyAccepted = false;
  }
}
