import { type AddressInput, type PostalCodeAddress, type ProfileChanges, type User } from '@publi/application';
import { makeAutoObservable } from 'mobx';
import { FORM_MESSAGES, requiredError } from '../../shared/forms/form-rules.js';
import { isCompleteBrazilPhone, maskBrazilPhone } from '../../shared/forms/input-masks.js';
import { AddressDraft, type KnownPlace } from '../../stores/address.draft.js';

/** Fields of `Meu perfil`'s form, named as the server's `fields` name them. */
export type ProfileField = 'name' | 'miniBio' | 'phone' | 'postalCode' | 'state' | 'city';

/** The longest mini bio: enough for a pitch, short enough for a result card. */
export const MINI_BIO_MAX = 500;

type Values = Record<'name' | 'miniBio' | 'phone', string>;

function valuesOf(user: User): Values {
  return { name: user.name, miniBio: user.miniBio ?? '', phone: user.phone === null ? '' : maskBrazilPhone(user.phone) };
}

/** What `Meu perfil` holds while the person types: name, bio, phone, and the address (CEP, state and city). */
export class ProfileDraft {
  values: Values;
  errors: { readonly [K in 'name' | 'miniBio' | 'phone']?: string | undefined } = {};
  /** The same address draft as every other form's; this one shows its CEP, state and city. */
  readonly address: AddressDraft;
  private saved: Values;

  constructor(user: User, place: KnownPlace, lookUp: (cep: string) => Promise<PostalCodeAddress>) {
    this.values = valuesOf(user);
    this.saved = { ...this.values };
    this.address = new AddressDraft(user.address, lookUp, { place });
    makeAutoObservable<this, 'saved'>(this, { saved: true, address: false }, { autoBind: true });
  }

  get dirty(): boolean {
    return this.address.dirty || (Object.keys(this.values) as (keyof Values)[]).some((key) => this.values[key] !== this.saved[key]);
  }

  set(field: 'name' | 'miniBio', text: string): void {
    this.values = { ...this.values, [field]: field === 'miniBio' ? text.slice(0, MINI_BIO_MAX) : text };
    this.errors = { ...this.errors, [field]: undefined };
  }

  setPhone(text: string): void {
    this.values = { ...this.values, phone: maskBrazilPhone(text) };
    this.errors = { ...this.errors, phone: undefined };
  }

  validate(): boolean {
    this.errors = {
      name: requiredError(this.values.name) ?? undefined,
      phone: this.values.phone === '' || isCompleteBrazilPhone(this.values.phone) ? undefined : FORM_MESSAGES.phone,
    };
    // Both are checked, so every message shows at once.
    const addressValid = this.address.validate();
    return addressValid && Object.values(this.errors).every((message) => message === undefined);
  }

  /** Name, bio and phone; blank ones are cleared (the name is never blank here). */
  toChanges(): ProfileChanges {
    const miniBio = this.values.miniBio.trim();
    return { name: this.values.name.trim(), miniBio: miniBio === '' ? null : miniBio, phone: this.values.phone === '' ? null : this.values.phone };
  }

  /** The address, only when it changed and is whole. */
  toAddress(): AddressInput | undefined {
    const address = this.address.dirty ? this.address.toInput() : undefined;
    // This form shows no street or number, so it sends none: saved ones went with the old CEP.
    return address === undefined ? undefined : { postalCode: address.postalCode, state: address.state, city: address.city };
  }

  showErrors(errors: { readonly [K in ProfileField]?: string | undefined }): void {
    const { postalCode, state, city, ...own } = errors;
    this.errors = { ...this.errors, ...own };
    this.address.showErrors({ postalCode, state, city });
  }

  markSaved(): void {
    this.saved = { ...this.values };
    this.address.markSaved();
  }
}
