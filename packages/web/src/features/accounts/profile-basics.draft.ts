import type { PostalCodeAddress, UserInfo } from '@publi/application';
import { makeAutoObservable } from 'mobx';
import { FORM_MESSAGES } from '../../shared/forms/form-rules.js';
import { isCompleteBrazilPhone, maskBrazilPhone } from '../../shared/forms/input-masks.js';
import { AddressDraft } from '../../stores/address.draft.js';

type Field = 'phone' | 'categories';

/**
 * What `/signup/profile` holds while the person fills it: the masked phone, the address (the same
 * draft as every address form's; optional here) and the categories. Only this page uses it, so it
 * lives beside the page rather than in a store.
 */
export class ProfileBasicsDraft {
  phone = '';
  categoryIds: readonly number[] = [];
  errors: { readonly [K in Field]?: string | undefined } = {};
  readonly address: AddressDraft;

  constructor(lookUp: (cep: string) => Promise<PostalCodeAddress>, private readonly categoriesRequired: boolean) {
    this.address = new AddressDraft(null, lookUp);
    makeAutoObservable<this, 'categoriesRequired'>(this, { address: false, categoriesRequired: false }, { autoBind: true });
  }

  setPhone(text: string): void {
    this.phone = maskBrazilPhone(text);
    this.errors = { ...this.errors, phone: undefined };
  }

  toggleCategory(id: number): void {
    this.categoryIds = this.categoryIds.includes(id) ? this.categoryIds.filter((other) => other !== id) : [...this.categoryIds, id];
    this.errors = { ...this.errors, categories: undefined };
  }

  /** Checks the draft, shows what is wrong, and answers whether it can be saved. */
  validate(): boolean {
    this.errors = {
      phone: this.phone === '' || isCompleteBrazilPhone(this.phone) ? undefined : FORM_MESSAGES.phone,
      categories: this.categoriesRequired && this.categoryIds.length === 0 ? 'Escolha pelo menos uma categoria.' : undefined,
    };
    // Both are checked, so every message shows at once.
    const addressValid = this.address.validate();
    return addressValid && Object.values(this.errors).every((message) => message === undefined);
  }

  /** The request: only what was filled, the address only when it is whole. */
  toUserInfo(): UserInfo {
    const address = this.address.toInput();
    return {
      ...(this.phone === '' ? {} : { phone: this.phone }),
      ...(address === undefined ? {} : { address }),
      ...(this.categoryIds.length === 0 ? {} : { categoryIds: this.categoryIds }),
    };
  }

  /** Server-side field messages, by the request's field names. */
  showServerFields(fields: Readonly<Record<string, string>>): void {
    this.errors = { ...this.errors, phone: fields.phone, categories: fields.categoryIds };
    this.address.showErrors({ postalCode: fields.postalCode ?? fields.address });
  }
}
