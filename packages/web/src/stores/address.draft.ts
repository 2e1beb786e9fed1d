import type { Address, AddressInput, PostalCodeAddress } from '@publi/application';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AddressFieldsDraft, PostalCodeLookup } from '../shared/forms/address-fields.js';
import { digitsOf, FORM_MESSAGES } from '../shared/forms/form-rules.js';
import { maskPostalCode } from '../shared/forms/input-masks.js';
import { lookUpPostalCode } from '../shared/forms/postal-code-lookup.js';

/** The address's fields, by the names the server's `fields` use too. */
export type AddressField = 'postalCode' | 'state' | 'city' | 'street' | 'number';

/** A place known without an address (a profile's state and city, kept without a CEP). */
export type KnownPlace = Readonly<Record<'state' | 'city', string | null>>;

/**
 * An address as a person types it, the same in every form (sign-up, "Meu perfil", the billing
 * address). The place follows the CEP, and what the person picks wins: a whole CEP is looked
 * up; a known one fills state and city unless the person picked them by hand after typing it;
 * an unknown one (or the service down) says why and offers the lists, keeping a place the person
 * chose and dropping one an earlier lookup filled, since it belonged to another CEP.
 */
export class AddressDraft implements AddressFieldsDraft {
  postalCode: string;
  state: string;
  city: string;
  street: string;
  number: string;
  lookup: PostalCodeLookup;
  lookupMessage: string | null = null;
  errors: { readonly [K in AddressField]?: string | undefined } = {};
  /** The place shown came from a lookup (not picked, nor saved), so it goes when its CEP does. */
  private placeFromLookup = false;
  /** The CEP whose lookup may still fill the place; a pick by hand settles it. */
  private fillingFor: string | null = null;
  private saved: string;

  /** `place` starts an address-less draft; `required` where the address is the form's whole point (billing). */
  constructor(address: Address | null, private readonly lookUp: (cep: string) => Promise<PostalCodeAddress>, private readonly options: { readonly place?: KnownPlace; readonly required?: boolean } = {}) {
    this.postalCode = address === null ? '' : maskPostalCode(address.postalCode);
    this.state = address?.state ?? options.place?.state ?? '';
    this.city = address?.city ?? options.place?.city ?? '';
    this.street = address?.street ?? '';
    this.number = address?.number ?? '';
    this.lookup = address === null ? 'idle' : 'found';
    this.saved = this.snapshot();
    makeAutoObservable<this, 'lookUp' | 'options'>(this, { lookUp: false, options: false }, { autoBind: true });
  }

  get dirty(): boolean {
    return this.snapshot() !== this.saved;
  }

  /** A lookup is running whose answer will set the place: saving now would send the old one. */
  get waitingForPlace(): boolean {
    return this.lookup === 'looking' && this.fillingFor !== null;
  }

  /** Masks the CEP and looks it up once it has 8 digits; a CEP cut short drops the place its lookup gave. */
  setPostalCode(text: string): void {
    const masked = maskPostalCode(text);
    if (masked === this.postalCode) return;
    this.postalCode = masked;
    this.errors = { ...this.errors, postalCode: undefined, state: undefined, city: undefined };
    this.lookupMessage = null;
    if (digitsOf(masked).length === 8) {
      void this.lookUpPlace(masked);
      return;
    }
    this.fillingFor = null;
    if (this.placeFromLookup) this.setPlace('', '', false);
    if (this.lookup !== 'failed') this.lookup = 'idle';
  }

  /** A state picked by hand: its cities differ, so the city is picked again. */
  pickState(sigla: string): void {
    this.setPlace(sigla, '', false);
    this.errors = { ...this.errors, state: undefined, city: undefined };
  }

  pickCity(city: string): void {
    this.setPlace(this.state, city, false);
    this.errors = { ...this.errors, state: undefined, city: undefined };
  }

  setStreet(text: string): void { this.street = text; }

  setNumber(text: string): void { this.number = text; }

  /**
   * Unless required, nothing is asked of an address left as it was (none at sign-up, a place
   * saved without a CEP); once changed it must be whole: a CEP of 8 digits, a state and a city.
   */
  validate(): boolean {
    const changed = this.options.required === true || this.dirty;
    const noPlace = this.state === '' && !this.waitingForPlace;
    this.errors = {
      postalCode: changed && digitsOf(this.postalCode).length !== 8 ? FORM_MESSAGES.postalCode : undefined,
      state: changed && noPlace ? 'Escolha o estado e a cidade.' : undefined,
      city: changed && this.state !== '' && this.city === '' ? 'Escolha a cidade.' : undefined,
    };
    return Object.values(this.errors).every((message) => message === undefined) && !this.waitingForPlace;
  }

  showErrors(errors: { readonly [K in AddressField]?: string | undefined }): void {
    this.errors = { ...this.errors, ...errors };
  }

  markSaved(): void {
    this.saved = this.snapshot();
  }

  /** The address to send: only a whole one (8-digit CEP, state and city), else nothing. */
  toInput(): AddressInput | undefined {
    const cep = digitsOf(this.postalCode);
    if (cep.length !== 8 || this.state === '' || this.city === '') return undefined;
    const street = this.street.trim();
    const number = this.number.trim();
    return { postalCode: cep, state: this.state, city: this.city, ...(street === '' ? {} : { street }), ...(number === '' ? {} : { number }) };
  }

  private setPlace(state: string, city: string, fromLookup: boolean): void {
    this.state = state;
    this.city = city;
    this.placeFromLookup = fromLookup;
    // A pick by hand is the person's last word: a lookup still running no longer changes the place.
    if (!fromLookup) this.fillingFor = null;
  }

  private snapshot(): string {
    return JSON.stringify([digitsOf(this.postalCode), this.state, this.city, this.street.trim(), this.number.trim()]);
  }

  private async lookUpPlace(cep: string): Promise<void> {
    this.lookup = 'looking';
    this.fillingFor = cep;
    const answer = await lookUpPostalCode(this.lookUp, cep);
    runInAction(() => {
      if (this.postalCode !== cep) return;
      const fillsPlace = this.fillingFor === cep;
      this.fillingFor = null;
      if ('place' in answer) {
        this.lookup = 'found';
        if (fillsPlace) this.setPlace(answer.place.state, answer.place.city, true);
        return;
      }
      this.lookup = 'failed';
      this.lookupMessage = answer.failure;
      if (fillsPlace && this.placeFromLookup) this.setPlace('', '', false);
    });
  }
}
