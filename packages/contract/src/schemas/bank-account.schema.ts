import { bankByCode, hasValidAccountCheckDigit, pixKeyInfo } from '@publi/domain';
import { z } from 'zod';
import { missingOr } from './field-messages.js';
import { strictRequest } from './strict-request.schema.js';
import { taxIdField } from './tax-id-fields.schema.js';
import { requiredText } from './text-field.schema.js';

// Brazilian banks number agencies with up to 5 digits, optionally followed by a check digit
// (X at Banco do Brasil), and accounts with up to 13 digits followed by their check digit
// (X at Banco do Brasil, P at Bradesco), with or without a hyphen.
const AGENCY = /^[0-9]{1,5}(?:-?[0-9Xx])?$/;
const ACCOUNT = /^[0-9]{1,13}-?[0-9XxPp]$/;
const BANK_CODE = /^[0-9]{3}$/;

const AGENCY_MESSAGE = 'Informe a agência com até 5 dígitos e o dígito verificador, se houver, como 1234-5.';
const ACCOUNT_MESSAGE = 'Informe a conta com até 13 dígitos e o dígito verificador, como 12345-6.';
const BANK_CODE_MESSAGE = 'Informe o código do banco com 3 dígitos, como 260.';
const UNKNOWN_BANK_MESSAGE = 'Escolha um banco da lista: não há banco brasileiro com este código.';
const CHECK_DIGIT_MESSAGE = 'O dígito verificador não confere com a agência e a conta deste banco. Confira os números.';
const DOCUMENT_MESSAGE = 'Informe um CPF ou CNPJ válido do titular.';

/** Account types a payout can go to: checking (corrente) or savings (poupança). */
export const BANK_ACCOUNT_TYPES = ['corrente', 'poupanca'] as const;

/** Kinds of Pix key (the DICT's): CPF, CNPJ, e-mail, mobile phone, random key. */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;

const ACCOUNT_TYPE_MESSAGE = 'Escolha o tipo da conta: corrente ou poupança.';
const PIX_KEY_MESSAGE = 'Informe uma chave Pix válida: CPF, CNPJ, e-mail, celular com DDD ou chave aleatória.';

/**
 * The bank account a creator (or user) is paid into, and the Pix key, the preferred payout
 * destination. The owner's document is required: payouts go to the named owner only.
 */
export const bankAccountBodySchema = strictRequest({
  account_type: z.enum(BANK_ACCOUNT_TYPES, { error: ACCOUNT_TYPE_MESSAGE }),
  // Any usual notation ((11) 98765-4321, 529.982.247-25), stored in the DICT's form; the
  // server derives pix_key_type from it with the same domain function.
  pix_key: z
    .string({ error: PIX_KEY_MESSAGE })
    .trim()
    .max(77, { error: PIX_KEY_MESSAGE })
    .overwrite((text) => pixKeyInfo(text)?.value ?? text)
    .refine((text) => pixKeyInfo(text) !== null, { error: PIX_KEY_MESSAGE })
    .nullable()
    .optional(),
  account: z.string({ error: missingOr('a conta', ACCOUNT_MESSAGE) }).trim().regex(ACCOUNT, { error: ACCOUNT_MESSAGE }),
  agency: z.string({ error: missingOr('a agência', AGENCY_MESSAGE) }).trim().regex(AGENCY, { error: AGENCY_MESSAGE }),
  bank_code: z
    .string({ error: missingOr('o código do banco', BANK_CODE_MESSAGE) })
    .trim()
    .regex(BANK_CODE, { error: BANK_CODE_MESSAGE })
    .refine((code) => bankByCode(code) !== null, { error: UNKNOWN_BANK_MESSAGE, abort: true }),
  owner_name: requiredText({ label: 'o nome do titular', max: 120 }),
  // Read with or without punctuation (529.982.247-25), kept as digits.
  owner_document: taxIdField(DOCUMENT_MESSAGE),
}).refine(
  // Checked only once each number is well formed, and only for the banks whose rule is
  // published (the domain's hasValidAccountCheckDigit): a wrong refusal would block a payout.
  ({ bank_code, agency, account }) => hasValidAccountCheckDigit({ bankCode: bank_code, agency, account }),
  { error: CHECK_DIGIT_MESSAGE, path: ['account'] },
);

/** @see bankAccountBodySchema */
export type BankAccountBodyWire = z.infer<typeof bankAccountBodySchema>;

/**
 * A bank account as the bank routes answer it, and only they: no other answer (creator
 * details, cards, the cart) ever carries bank data.
 */
export const bankAccountSchema = z.object({
  bank_name: z.string(),
  account_type: z.enum(BANK_ACCOUNT_TYPES),
  pix_key: z.string().nullable(),
  pix_key_type: z.enum(PIX_KEY_TYPES).nullable(),
  account: z.string(),
  agency: z.string(),
  bank_code: z.string(),
  owner_name: z.string(),
  owner_document: z.string(),
});

/** @see bankAccountSchema */
export type BankAccountWire = z.infer<typeof bankAccountSchema>;

/** The bank account, or `null` when none was saved yet. */
export const bankAccountOrNullSchema = bankAccountSchema.nullable();

/** @see bankAccountOrNullSchema */
export type BankAccountOrNullWire = z.infer<typeof bankAccountOrNullSchema>;
