import type { BankAccount, BankAccountInput, BankAccountType } from '@publi/application';
import { hasValidAccountCheckDigit, isCnpj, isCpf, pixKeyInfo } from '@publi/domain';
import { makeAutoObservable } from 'mobx';
import { digitsOf, FORM_MESSAGES } from '../../shared/forms/form-rules.js';
import { maskTaxId } from '../../shared/forms/input-masks.js';

/** The fields of the bank form, by the names the server's `fields` use too. */
export type BankField = 'bankCode' | 'accountType' | 'agency' | 'account' | 'ownerName' | 'ownerDocument' | 'pixKey';

// The contract's shapes: up to 5 (agency) or 13 (account) digits and an optional check digit.
const AGENCY = /^[0-9]{1,5}(?:-?[0-9Xx])?$/;
const ACCOUNT = /^[0-9]{1,13}(?:-?[0-9Xx])?$/;

/** pt-BR messages beside the bank fields. */
export const BANK_MESSAGES = {
  bank: 'Escolha o banco.',
  agency: 'Informe a agência só com números e o dígito, se houver, como 1234-5.',
  account: 'Informe a conta só com números e o dígito verificador, como 12345-6.',
  document: 'CPF ou CNPJ inválido. Confira os números do titular.',
  checkDigit: 'O dígito verificador não confere com a agência e a conta deste banco. Confira os números.',
  pixKey: 'Chave Pix inválida: use CPF, CNPJ, e-mail, celular com DDD ou a chave aleatória.',
} as const;

/**
 * What the bank section holds while the creator types: the saved account as a starting point,
 * the CPF or CNPJ masked as typed, errors by field. `dirty` drives the unsaved-changes warning.
 */
export class BankAccountDraft {
  bankCode = '';
  accountType: BankAccountType = 'corrente';
  agency = '';
  account = '';
  ownerName = '';
  ownerDocument = '';
  pixKey = '';
  errors: { readonly [K in BankField]?: string | undefined } = {};
  /** What the server holds, as a snapshot; observable, so `dirty` follows a save. */
  private saved: string;

  constructor(account: BankAccount | null) {
    if (account !== null) {
      this.bankCode = account.bankCode;
      this.accountType = account.accountType;
      this.agency = account.agency;
      this.account = account.account;
      this.ownerName = account.ownerName;
      this.ownerDocument = maskTaxId(account.ownerDocument);
      this.pixKey = account.pixKey ?? '';
    }
    this.saved = this.snapshot();
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Whether something differs from what was last saved. */
  get dirty(): boolean {
    return this.snapshot() !== this.saved;
  }

  set(field: Exclude<BankField, 'accountType' | 'ownerDocument'>, value: string): void {
    this[field] = value;
    this.errors = { ...this.errors, [field]: undefined };
  }

  setAccountType(type: BankAccountType): void {
    this.accountType = type;
  }

  /** Masks as a CPF (11 digits) or, past that, a CNPJ (14). */
  setOwnerDocument(text: string): void {
    this.ownerDocument = maskTaxId(text);
    this.errors = { ...this.errors, ownerDocument: undefined };
  }

  /** Checks every field, shows what is wrong, and answers whether it can be sent. */
  validate(): boolean {
    const document = digitsOf(this.ownerDocument);
    this.errors = {
      bankCode: /^[0-9]{3}$/.test(this.bankCode) ? undefined : BANK_MESSAGES.bank,
      agency: this.agency.trim() === '' ? FORM_MESSAGES.required : AGENCY.test(this.agency.trim()) ? undefined : BANK_MESSAGES.agency,
      account: this.account.trim() === '' ? FORM_MESSAGES.required : ACCOUNT.test(this.account.trim()) ? undefined : BANK_MESSAGES.account,
      ownerName: this.ownerName.trim() === '' ? FORM_MESSAGES.required : undefined,
      ownerDocument: document === '' ? FORM_MESSAGES.required : isCpf(document) || isCnpj(document) ? undefined : BANK_MESSAGES.document,
      pixKey: this.pixKey.trim() === '' || pixKeyInfo(this.pixKey) !== null ? undefined : BANK_MESSAGES.pixKey,
    };
    if (this.errors.agency === undefined && this.errors.account === undefined && this.errors.bankCode === undefined) {
      const numbers = { bankCode: this.bankCode, agency: this.agency.trim(), account: this.account.trim() };
      if (!hasValidAccountCheckDigit(numbers)) this.errors = { ...this.errors, account: BANK_MESSAGES.checkDigit };
    }
    return Object.values(this.errors).every((message) => message === undefined);
  }

  toInput(): BankAccountInput {
    const pixKey = this.pixKey.trim();
    return {
      bankCode: this.bankCode, accountType: this.accountType, agency: this.agency.trim(), account: this.account.trim(),
      ownerName: this.ownerName.trim(), ownerDocument: digitsOf(this.ownerDocument), pixKey: pixKey === '' ? null : pixKey,
    };
  }

  /** Messages beside their fields (the server's included); what was typed stays. */
  showErrors(errors: { readonly [K in BankField]?: string | undefined }): void {
    this.errors = { ...this.errors, ...errors };
  }

  /** What is shown is now what the server holds. */
  markSaved(): void {
    this.saved = this.snapshot();
  }

  private snapshot(): string {
    return JSON.stringify([this.bankCode, this.accountType, this.agency, this.account, this.ownerName, digitsOf(this.ownerDocument), this.pixKey]);
  }
}
