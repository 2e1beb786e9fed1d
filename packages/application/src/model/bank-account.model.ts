/** Account types a payout can go to. */
export type BankAccountType = 'corrente' | 'poupanca';

/** Kinds of Pix key: CPF, CNPJ, e-mail, mobile phone, random key (evp). */
export type PixKeyType = 'cpf' | 'cnpj' | 'email' | 'phone' | 'evp';

/** The bank account a creator (or brand) is paid into, and the preferred Pix key. */
export interface BankAccount {
  /** The bank's name from the list of Brazilian banks, such as 'NU PAGAMENTOS - IP'. */
  readonly bankName: string;
  /** Checking or savings. */
  readonly accountType: BankAccountType;
  /** The Pix key payouts prefer, in its canonical form, or `null`. */
  readonly pixKey: string | null;
  /** Which kind of key {@link BankAccount.pixKey} is, or `null`. */
  readonly pixKeyType: PixKeyType | null;
  /** Account number, with its check digit. */
  readonly account: string;
  /** Branch (agência). */
  readonly agency: string;
  /** The bank's 3-digit code, such as '260'. */
  readonly bankCode: string;
  /** Name of the owner. */
  readonly ownerName: string;
  /** The owner's CPF or CNPJ digits. */
  readonly ownerDocument: string;
}

/** A bank account as a form sends it. */
export interface BankAccountInput {
  /** Checking or savings. */
  readonly accountType: BankAccountType;
  /** The Pix key, in any usual notation, or `null` for none. */
  readonly pixKey?: string | null;
  /** Account number. */
  readonly account: string;
  /** Branch. */
  readonly agency: string;
  /** Bank code. */
  readonly bankCode: string;
  /** Owner's name. */
  readonly ownerName: string;
  /** Owner's CPF or CNPJ, with or without punctuation. */
  readonly ownerDocument: string;
}
