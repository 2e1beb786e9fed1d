/** The bank account a creator (or brand) is paid into. */
export interface BankAccount {
  /** Account number, with its check digit. */
  readonly account: string;
  /** Branch (agência). */
  readonly agency: string;
  /** The bank's 3-digit code, such as '260'. */
  readonly bankCode: string;
  /** Name of the owner. */
  readonly ownerName: string;
  /** The owner's CPF or CNPJ digits, or `null`. */
  readonly ownerDocument: string | null;
}

/** A bank account as a form sends it. */
export interface BankAccountInput {
  /** Account number. */
  readonly account: string;
  /** Branch. */
  readonly agency: string;
  /** Bank code. */
  readonly bankCode: string;
  /** Owner's name. */
  readonly ownerName: string;
  /** Owner's CPF or CNPJ. */
  readonly ownerDocument?: string | null;
}
