import { completionOf, type AddressInput, type AgentWorkspaceUseCase, type BankAccount, type ChangeProfilePictureUseCase, type CreatorDetails } from '@publi/application';
import type { EditProfileUseCase, JobPrices, LookUpPostalCodeUseCase, PostalCodeAddress, ProfileChanges, SocialNetworkInput, UploadFile, UploadProgress, User } from '@publi/application';
import type { ProfileCompletion } from '@publi/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ActingAsStore } from './acting-as.store.js';
import { errorMessageOf } from '../shared/errors/error-message.js';
import type { OwnCreatorStore } from './own-creator.store.js';
import type { SessionStore } from './session.store.js';
import { STORE_TOKENS } from './store.tokens.js';
import { USE_CASE_TOKENS } from './use-case.tokens.js';

/** The account the editor shows: the person's own, or the creator an agent acts for. */
export interface EditedAccount {
  readonly user: User;
  readonly hasPassword: boolean;
  /** A creator's profile; `null` for brands. */
  readonly details: CreatorDetails | null;
  readonly bank: BankAccount | null;
}

type EditorStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * `/perfil`'s domain state (SPEC section 9): the account being edited, its completion, and one
 * save per section. Saves throw `ApplicationError` for the form to place beside its fields; a
 * save of one's own account reaches the session at once (header photo, `/home`'s meter).
 */
@injectable()
export class ProfileEditorStore {
  status: EditorStatus = 'idle';
  loadError: string | null = null;
  acting: EditedAccount | null = null;

  constructor(
    @inject(STORE_TOKENS.Session) private readonly session: SessionStore,
    @inject(STORE_TOKENS.OwnCreator) private readonly ownCreator: OwnCreatorStore,
    @inject(STORE_TOKENS.ActingAs) private readonly actingAs: ActingAsStore,
    @inject(USE_CASE_TOKENS.EditProfile) private readonly edit: EditProfileUseCase,
    @inject(USE_CASE_TOKENS.ChangeProfilePicture) private readonly picture: ChangeProfilePictureUseCase,
    @inject(USE_CASE_TOKENS.AgentWorkspace) private readonly managed: Pick<AgentWorkspaceUseCase, 'actFor'>,
    @inject(USE_CASE_TOKENS.LookUpPostalCode) private readonly postalCodes: LookUpPostalCodeUseCase,
  ) {
    const dependencies = { session: false, ownCreator: false, actingAs: false, edit: false, picture: false, managed: false, postalCodes: false } as const;
    makeAutoObservable<this, keyof typeof dependencies>(this, dependencies, { autoBind: true });
  }

  /** The creator id the saves name, only while an agent acts for one. */
  get creatorId(): number | undefined {
    return this.actingAs.creatorId ?? undefined;
  }

  /** What the editor shows; the own account is read live from the session. */
  get account(): EditedAccount | null {
    if (this.creatorId !== undefined) return this.acting;
    const { user } = this.session;
    const { creator } = this.ownCreator;
    if (user === null) return null;
    return { user, hasPassword: user.hasPassword, details: creator?.details ?? null, bank: creator?.bank ?? null };
  }

  /** The domain's completion of the edited creator (as the session computes it); `null` for brands or before it loads. */
  get completion(): ProfileCompletion | null {
    const account = this.account;
    if (account?.details == null) return null;
    return completionOf({ ...account.user, hasPassword: account.hasPassword }, account.details, account.bank);
  }

  /** Loads the account acted for; the own account is already in the session. Never throws. */
  async load(): Promise<void> {
    const creatorId = this.creatorId;
    if (creatorId === undefined) {
      this.status = 'ready';
      return;
    }
    this.status = 'loading';
    try {
      const { user, details } = await this.managed.actFor(creatorId);
      runInAction(() => {
        // An agent sees neither the password nor the bank data of the creator.
        this.acting = { user, details, hasPassword: false, bank: null };
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = errorMessageOf(error, 'Não foi possível carregar o perfil. Tente de novo.');
        this.status = 'error';
      });
    }
  }

  /** Name, bio, phone; and the address when given. */
  async saveProfile(changes: ProfileChanges, address?: AddressInput): Promise<void> {
    let user = await this.edit.profile(changes, this.creatorId);
    if (address !== undefined) user = await this.edit.address(address, this.creatorId);
    this.applyUser(user);
  }

  /** The address alone (a brand's billing address). */
  async saveAddress(address: AddressInput): Promise<void> {
    this.applyUser(await this.edit.address(address, this.creatorId));
  }

  /** Uploads a photo (the server judges its type and size) and makes it the profile's; `onProgress` hears the percent sent. */
  async savePhoto(file: UploadFile, onProgress?: UploadProgress): Promise<void> {
    this.applyUser(await this.picture.execute(file, this.creatorId, onProgress));
  }

  async saveSocialNetworks(networks: readonly SocialNetworkInput[]): Promise<void> {
    const saved = await this.edit.socialNetworks('creator', networks, this.creatorId);
    this.applyDetails((details) => ({ ...details, socialNetworks: saved }));
  }

  async savePrices(prices: JobPrices): Promise<void> {
    const saved = await this.edit.jobPrices(prices, this.creatorId);
    this.applyDetails((details) => ({ ...details, prices: saved.prices }));
  }

  async saveCategories(categoryIds: readonly number[]): Promise<void> {
    this.applyUser(await this.edit.categories(categoryIds, this.creatorId));
  }

  /** The state and city of a CEP; throws `POSTAL_CODE.*`. */
  lookUpPostalCode(cep: string): Promise<PostalCodeAddress> {
    return this.postalCodes.execute(cep);
  }

  /** A saved account: the profile's copy of its fields follows (the server keeps them as one). */
  private applyUser(user: User): void {
    if (this.creatorId === undefined) this.session.setUser(user);
    else if (this.acting !== null) this.acting = { ...this.acting, user };
    this.applyDetails((details) => ({
      ...details, name: user.name, image: user.image, miniBio: user.miniBio, categories: user.categories,
      localization: user.address?.state ?? details.localization, city: user.address?.city ?? details.city,
    }));
  }

  private applyDetails(change: (details: CreatorDetails) => CreatorDetails): void {
    const current = this.account?.details;
    if (current == null) return;
    const details = change(current);
    if (this.creatorId === undefined) this.ownCreator.setDetails(details);
    else if (this.acting !== null) this.acting = { ...this.acting, details };
  }
}
