import { type AddressInput, type PostalCodeAddress, type ProfileChanges, type User } from '@publi/application';
import { makeAutoObservable, runInAction } from 'mobx';
import { digitsOf, FORM_MESSAGES, requiredError } from '../../shared/forms/form-rules.js';
import { isCompleteBrazilPhone, maskBrazilPhone, maskPostalCode } from '../../shared/forms/input-masks.js';
import { lookUpPostalCode } from '../../shared/forms/postal-code-lookup.js';

/** Fields of `Meu perfil`'s form, named as the server's `fields` name them. */
export type ProfileField = 'name' | 'miniBio' | 'phone' | 'postalCode' | 'state' | 'city';

/** The longest mini bio: enough for a pitch, short enough for a result card. */
export const MINI_BIO_MAX = 500;

type Values = Record<'name' | 'miniBio' | 'phone' | 'postalCode' | 'state' | 'city', string>;

function valuesOf(user: User, place: { readonly state: string | null; readonly city: string | null }): Values {
  return {
    name: user.name,
    miniBio: user.miniBio ?? '',
    phone: user.phone === null ? '' : maskBrazilPhone(user.phone),
    postalCode: user.address === null ? '' : maskPostalCode(user.address.postalCode),
    state: user.address?.state ?? place.state ?? '',
    city: user.address?.city ?? place.city ?? '',
  };
}

/** What `Meu perfil` holds while the person types: name, bio, phone, CEP, state and city. */
export class ProfileDraft {
  values: Values;
  errors: { readonly [K in ProfileField]?: string | undefined } = {};
  lookupMessage: string | null = null;
  private saved: Values;

  constructor(user: User, place: { readonly state: string | null; readonly city: string | null }, private readonly lookUp: (cep: string) => Promise<PostalCodeAddress>) {
    this.values = valuesOf(user, place);
    this.saved = { ...this.values };
    makeAutoObservable<this, 'saved' | 'lookUp'>(this, { saved: true, lookUp: false }, { autoBind: true });
  }

  get dirty(): boolean {
    return (Object.keys(this.values) as (keyof Values)[]).some((key) => this.values[key] !== this.saved[key]);
  }

  get state(): string {
    return this.values.state;
  }

  get city(): string {
    return this.values.city;
  }

  set(field: 'name' | 'miniBio', text: string): void {
    this.values = { ...this.values, [field]: field === 'miniBio' ? text.slice(0, MINI_BIO_MAX) : text };
    this.errors = { ...this.errors, [field]: undefined };
  }

  setPhone(text: string): void {
    this.values = { ...this.values, phone: maskBrazilPhone(text) };
    this.errors = { ...this.errors, phone: undefined };
  }

  /** Masks the CEP; a whole one fills state and city when the lookup knows it. */
  setPostalCode(text: string): void {
    const masked = maskPostalCode(text);
    this.values = { ...this.values, postalCode: masked };
    this.errors = { ...this.errors, postalCode: undefined };
    this.lookupMessage = null;
    if (digitsOf(masked).length === 8) void this.fillPlace(masked);
  }

  pickState(sigla: string): void {
    this.values = { ...this.values, state: sigla, city: '' };
    this.errors = { ...this.errors, state: undefined };
  }

  pickCity(city: string): void {
    this.values = { ...this.values, city };
    this.errors = { ...this.errors, city: undefined };
  }

  validate(): boolean {
    const cep = digitsOf(this.values.postalCode);
    // The address route wants a whole CEP with the place, so one is asked only when the place
    // changes: a profile whose state and city came without a CEP (seeded, or from an older app)
    // still saves its bio and phone.
    const placeChanged = (['postalCode', 'state', 'city'] as const).some((field) => this.values[field] !== this.saved[field]);
    this.errors = {
      name: requiredError(this.values.name) ?? undefined,
      phone: this.values.phone === '' || isCompleteBrazilPhone(this.values.phone) ? undefined : FORM_MESSAGES.phone,
      postalCode: placeChanged && cep.length !== 8 ? FORM_MESSAGES.postalCode : undefined,
      state: placeChanged && this.values.state === '' ? 'Escolha o estado.' : undefined,
      city: placeChanged && this.values.state !== '' && this.values.city === '' ? 'Escolha a cidade.' : undefined,
    };
    return Object.values(this.errors).every((message) => message === undefined);
  }

  /** Name, bio and phone; blank ones are cleared (the name is never blank here). */
  toChanges(): ProfileChanges {
    const miniBio = this.values.miniBio.trim();
    return { name: this.values.name.trim(), miniBio: miniBio === '' ? null : miniBio, phone: this.values.phone === '' ? null : this.values.phone };
  }

  /** The address, only when it changed and is whole. */
  toAddress(): AddressInput | undefined {
    const { postalCode, state, city } = this.values;
    const changed = postalCode !== this.saved.postalCode || state !== this.saved.state || city !== this.saved.city;
    return changed && digitsOf(postalCode).length === 8 ? { postalCode: digitsOf(postalCode), state, city } : undefined;
  }

  showErrors(errors: { readonly [K in ProfileField]?: string | undefined }): void {
    this.errors = { ...this.errors, ...errors };
  }

  markSaved(): void {
    this.saved = { ...this.values };
  }

  private async fillPlace(cep: string): Promise<void> {
    const answer = await lookUpPostalCode(this.lookUp, cep);
    runInAction(() => {
      if (this.values.postalCode !== cep) return;
      if ('place' in answer) {
        this.values = { ...this.values, state: answer.place.state, city: answer.place.city };
        this.errors = { ...this.errors, state: undefined, city: undefined };
      } else {
        this.lookupMessage = answer.failure;
      }
    });
  }
}
