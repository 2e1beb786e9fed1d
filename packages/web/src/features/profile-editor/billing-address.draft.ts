import { type Address, type AddressInput, type PostalCodeAddress } from '@publi/application';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AddressDraft, PostalCodeLookup } from '../../shared/forms/address-fields.js';
import { digitsOf, FORM_MESSAGES } from '../../shared/forms/form-rules.js';
import { maskPostalCode } from '../../shared/forms/input-masks.js';
import { lookUpPostalCode } from '../../shared/forms/postal-code-lookup.js';

/** The fields of the billing address, by the names the server's `fields` use too. */
export type BillingAddressField = 'postalCode' | 'state' | 'city' | 'street' | 'number';

/**
 * A brand's billing address as typed: the CEP fills state and city through the lookup; when the
 * lookup fails, the state and city lists take over. Street and number complete it.
 */
export class BillingAddressDraft implements AddressDraft {
  postalCode: string;
  state: string;
  city: string;
  street: string;
  number: string;
  lookup: PostalCodeLookup;
  lookupMessage: string | null = null;
  errors: { readonly [K in BillingAddressField]?: string | undefined } = {};
  private saved: string;

  constructor(address: Address | null, private readonly lookUp: (cep: string) => Promise<PostalCodeAddress>) {
    this.postalCode = address === null ? '' : maskPostalCode(address.postalCode);
    this.state = address?.state ?? '';
    this.city = address?.city ?? '';
    this.street = address?.street ?? '';
    this.number = address?.number ?? '';
    this.lookup = address === null ? 'idle' : 'found';
    this.saved = this.snapshot();
    makeAutoObservable<this, 'lookUp'>(this, { lookUp: false }, { autoBind: true });
  }

  get dirty(): boolean {
    return this.snapshot() !== this.saved;
  }

  /** Masks the CEP and looks it up once it has 8 digits. */
  setPostalCode(text: string): void {
    const masked = maskPostalCode(text);
    if (masked === this.postalCode) return;
    this.postalCode = masked;
    this.errors = { ...this.errors, postalCode: undefined, city: undefined };
    this.lookupMessage = null;
    if (digitsOf(masked).length === 8) void this.lookUpPlace(masked);
  }

  pickState(sigla: string): void {
    this.state = sigla;
    this.city = '';
  }

  pickCity(city: string): void {
    this.city = city;
    this.errors = { ...this.errors, city: undefined };
  }

  setStreet(text: string): void {
    this.street = text;
  }

  setNumber(text: string): void {
    this.number = text;
  }

  validate(): boolean {
    const cep = digitsOf(this.postalCode);
    this.errors = {
      postalCode: cep.length === 8 ? undefined : FORM_MESSAGES.postalCode,
      city: cep.length === 8 && (this.state === '' || this.city === '') && this.lookup !== 'looking' ? 'Escolha o estado e a cidade.' : undefined,
    };
    return Object.values(this.errors).every((message) => message === undefined) && this.lookup !== 'looking';
  }

  showErrors(errors: { readonly [K in BillingAddressField]?: string | undefined }): void {
    this.errors = { ...this.errors, ...errors };
  }

  markSaved(): void {
    this.saved = this.snapshot();
  }

  toInput(): AddressInput {
    const street = this.street.trim();
    const number = this.number.trim();
    return { postalCode: digitsOf(this.postalCode), state: this.state, city: this.city, ...(street === '' ? {} : { street }), ...(number === '' ? {} : { number }) };
  }

  private snapshot(): string {
    return JSON.stringify([digitsOf(this.postalCode), this.state, this.city, this.street, this.number]);
  }

  private async lookUpPlace(cep: string): Promise<void> {
    this.lookup = 'looking';
    const answer = await lookUpPostalCode(this.lookUp, cep);
    runInAction(() => {
      if (this.postalCode !== cep) return;
      if ('place' in answer) {
        this.state = answer.place.state;
        this.city = answer.place.city;
        this.lookup = 'found';
      } else {
        this.lookup = 'failed';
        this.lookupMessage = answer.failure;
      }
    });
  }
}
