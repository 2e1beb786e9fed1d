import type { ProfileChanges, User } from '@publi/application';
import { isCnpj, isValidUrl, INVALID_URL_MESSAGE } from '@publi/domain';
import { makeAutoObservable } from 'mobx';
import { digitsOf, FORM_MESSAGES } from '../../shared/forms/form-rules.js';
import { isCompleteBrazilPhone, maskBrazilPhone, maskTaxId } from '../../shared/forms/input-masks.js';

/** The fields of a brand's "Empresa" section, by the names the server's `fields` use too. */
export type BrandCompanyField = 'companyName' | 'cnpj' | 'legalName' | 'phone' | 'website';

type Values = Record<BrandCompanyField, string>;

/** pt-BR message beside an invalid CNPJ. */
export const CNPJ_MESSAGE = 'CNPJ inválido. Confira os 14 números, como 11.222.333/0001-81.';

function valuesOf(user: User): Values {
  return {
    companyName: user.companyName ?? '', cnpj: user.cnpj === null ? '' : maskTaxId(user.cnpj), legalName: user.legalName ?? '',
    phone: user.phone === null ? '' : maskBrazilPhone(user.phone), website: user.website ?? '',
  };
}

/**
 * A brand's company and contact data as typed: company name ("Empresa"), CNPJ (masked, checked
 * by the domain's `isCnpj`) and razão social, needed on receipts; phone and website. A cleared
 * optional field is sent as `null`, so the server forgets it.
 */
export class BrandCompanyDraft {
  values: Values;
  errors: { readonly [K in BrandCompanyField]?: string | undefined } = {};
  private saved: Values;

  constructor(user: User) {
    this.values = valuesOf(user);
    this.saved = this.values;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get dirty(): boolean {
    return (Object.keys(this.values) as BrandCompanyField[]).some((field) => this.values[field] !== this.saved[field]);
  }

  set(field: BrandCompanyField, text: string): void {
    const masked = field === 'cnpj' ? maskTaxId(text) : field === 'phone' ? maskBrazilPhone(text) : text;
    this.values = { ...this.values, [field]: masked };
    this.errors = { ...this.errors, [field]: undefined };
  }

  validate(): boolean {
    const { companyName, cnpj, phone, website } = this.values;
    this.errors = {
      companyName: companyName.trim() === '' ? FORM_MESSAGES.required : undefined,
      cnpj: cnpj === '' || isCnpj(digitsOf(cnpj)) ? undefined : CNPJ_MESSAGE,
      phone: phone === '' || isCompleteBrazilPhone(phone) ? undefined : FORM_MESSAGES.phone,
      website: website.trim() === '' || isValidUrl(website.trim()) ? undefined : INVALID_URL_MESSAGE,
    };
    return Object.values(this.errors).every((message) => message === undefined);
  }

  showErrors(errors: { readonly [K in BrandCompanyField]?: string | undefined }): void {
    this.errors = { ...this.errors, ...errors };
  }

  markSaved(): void {
    this.saved = this.values;
  }

  toChanges(): ProfileChanges {
    const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
    const { companyName, cnpj, legalName, phone, website } = this.values;
    return { companyName: companyName.trim(), cnpj: cnpj === '' ? null : digitsOf(cnpj), legalName: orNull(legalName), phone: orNull(phone), website: orNull(website) };
  }
}
