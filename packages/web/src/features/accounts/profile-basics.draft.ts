import type { PostalCodeLookup } from '../../shared/forms/address-fields.js';
import type { PostalCodeAddress, UserInfo } from '@publi/application';
import { makeAutoObservable, runInAction } from 'mobx';
import { digitsOf, FORM_MESSAGES } from '../../shared/forms/form-rules.js';
import { isCompleteBrazilPhone, maskBrazilPhone, maskPostalCode } from '../../shared/forms/input-masks.js';
import { lookUpPostalCode } from '../../shared/forms/postal-code-lookup.js';

type Field = 'phone' | 'postalCode' | 'city' | 'categories';

/**
 * What `/signup/profile` holds while the person fills it: masked phone and CEP, the place the
 * CEP gave (or the state and city picked by hand), street and number, the categories. Only this
 * page uses it, so it lives beside the page rather than in a store.
 */
export class ProfileBasicsDraft {
  phone = '';
  postalCode = '';
  state = '';
  city = '';
  street = '';
  number = '';
  categoryIds: readonly number[] = [];
  lookup: PostalCodeLookup = 'idle';
  lookupMessage: string | null = null;
  errors: { readonly [K in Field]?: string | undefined } = {};

  constructor(private readonly lookUp: (cep: string) => Promise<PostalCodeAddress>, private readonly categoriesRequired: boolean) {
    makeAutoObservable<this, 'lookUp' | 'categoriesRequired'>(this, { lookUp: false, categoriesRequired: false }, { autoBind: true });
  }

  setPhone(text: string): void {
    this.phone = maskBrazilPhone(text);
    this.errors = { ...this.errors, phone: undefined };
  }

  /** Masks the CEP and looks it up once it has 8 digits; a changed CEP forgets the old place. */
  setPostalCode(text: string): void {
    const masked = maskPostalCode(text);
    if (masked === this.postalCode) return;
    this.postalCode = masked;
    this.errors = { ...this.errors, postalCode: undefined, city: undefined };
    this.lookupMessage = null;
    if (digitsOf(masked).length === 8) void this.lookUpPlace(masked);
    else if (this.lookup !== 'failed') {
      this.lookup = 'idle';
      this.state = '';
      this.city = '';
    }
  }

  /** A state picked by hand: its cities differ, so the city is picked again. */
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

  toggleCategory(id: number): void {
    this.categoryIds = this.categoryIds.includes(id) ? this.categoryIds.filter((other) => other !== id) : [...this.categoryIds, id];
    this.errors = { ...this.errors, categories: undefined };
  }

  /** Checks the draft, shows what is wrong, and answers whether it can be saved. */
  validate(): boolean {
    const cep = digitsOf(this.postalCode);
    const place = this.state !== '' && this.city !== '';
    this.errors = {
      phone: this.phone === '' || isCompleteBrazilPhone(this.phone) ? undefined : FORM_MESSAGES.phone,
      postalCode: cep.length === 0 || cep.length === 8 ? undefined : FORM_MESSAGES.postalCode,
      city: cep.length === 8 && !place && this.lookup !== 'looking' ? 'Escolha o estado e a cidade.' : undefined,
      categories: this.categoriesRequired && this.categoryIds.length === 0 ? 'Escolha pelo menos uma categoria.' : undefined,
    };
    return Object.values(this.errors).every((message) => message === undefined) && this.lookup !== 'looking';
  }

  /** The request: only what was filled, the address only when it is whole. */
  toUserInfo(): UserInfo {
    const cep = digitsOf(this.postalCode);
    const street = this.street.trim();
    const number = this.number.trim();
    return {
      ...(this.phone === '' ? {} : { phone: this.phone }),
      ...(cep.length === 8 && this.state !== '' && this.city !== ''
        ? { address: { postalCode: cep, state: this.state, city: this.city, ...(street === '' ? {} : { street }), ...(number === '' ? {} : { number }) } }
        : {}),
      ...(this.categoryIds.length === 0 ? {} : { categoryIds: this.categoryIds }),
    };
  }

  /** Server-side field messages, by the request's field names. */
  showServerFields(fields: Readonly<Record<string, string>>): void {
    this.errors = { ...this.errors, phone: fields.phone, postalCode: fields.postalCode ?? fields.address, categories: fields.categoryIds };
  }

  private async lookUpPlace(cep: string): Promise<void> {
    // A place picked by hand after an earlier failure is kept if this CEP fails too.
    const pickedByHand = this.lookup === 'failed';
    this.lookup = 'looking';
    const answer = await lookUpPostalCode(this.lookUp, cep);
    runInAction(() => {
      if (this.postalCode !== cep) return;
      if ('place' in answer) {
        this.state = answer.place.state;
        this.city = answer.place.city;
        this.lookup = 'found';
        return;
      }
      this.lookup = 'failed';
      if (!pickedByHand) {
        this.state = '';
        this.city = '';
      }
      this.lookupMessage = answer.failure;
    });
  }
}
