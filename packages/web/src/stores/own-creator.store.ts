import { completionOf, type BankAccount, type CreatorDetails, type CreatorSession, type OwnUser } from '@publi/application';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/**
 * A signed-in creator's own profile and bank data with their completion, which the session loads
 * with the user. The editor's saves land here at once: the header, `/home` and the completion
 * follow without asking the server again.
 */
@injectable()
export class OwnCreatorStore {
  creator: CreatorSession | null = null;
  /** The user the completion was measured against (its e-mail, phone and password count). */
  private owner: OwnUser | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** What the session loaded: `null` for a brand, an agent or nobody. */
  set(owner: OwnUser | null, creator: CreatorSession | null): void {
    this.owner = owner;
    this.creator = creator;
  }

  /** The user changed without a reload (a password created): the completion follows. */
  ownerChanged(owner: OwnUser): void {
    this.owner = owner;
    if (this.creator !== null) this.setDetails(this.creator.details);
  }

  /** The creator saved their bank data: the completion's "Meu negócio" follows at once. */
  setBankAccount(bank: BankAccount): void {
    if (this.creator === null || this.owner === null) return;
    this.creator = { ...this.creator, bank, completion: completionOf(this.owner, this.creator.details, bank) };
  }

  /** A part of the profile the editor saved. */
  setDetails(details: CreatorDetails): void {
    if (this.creator === null || this.owner === null) return;
    this.creator = { ...this.creator, details, completion: completionOf(this.owner, details, this.creator.bank) };
  }
}
