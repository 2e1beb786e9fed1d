import { INVALID_URL_MESSAGE, URL_PATTERN } from '@publi/domain';
import { z } from 'zod';
import { missingOr, tooLongMessage } from './field-messages.js';

/** Longest URL any field takes: what browsers and CDNs reliably carry. */
export const MAX_URL_LENGTH = 2048;

const EMAIL_MESSAGE = 'Informe um e-mail válido.';

/** An e-mail address, trimmed, at most 254 characters (RFC 5321's limit). */
export function emailField() {
  return z
    .string({ error: missingOr('o e-mail', EMAIL_MESSAGE) })
    .trim()
    .max(254, { error: tooLongMessage('o e-mail', 254) })
    .regex(z.regexes.email, { error: EMAIL_MESSAGE });
}

// People type phones as "(11) 91234-5678" or "+55 11 91234-5678"; the wire keeps the digits.
const PHONE_CHARACTERS = /^\+?[0-9\s().-]+$/;
// 10 or 11 digits with the area code (DDD), 12 or 13 with the country code 55 in front.
const PHONE_DIGITS = /^(?:55)?[1-9][0-9]{9,10}$/;
const digitsOf = (text: string): string => text.replace(/\D/g, '');
const PHONE_MESSAGE = 'Informe um telefone válido com DDD, como (11) 91234-5678.';

/** A Brazilian phone with its area code, read in any usual notation and kept as digits. */
export function phoneField() {
  return z
    .string({ error: missingOr('o telefone', PHONE_MESSAGE) })
    .trim()
    .max(25, { error: PHONE_MESSAGE })
    .regex(PHONE_CHARACTERS, { error: PHONE_MESSAGE })
    // Checked before the digits are kept, so the OpenAPI document shows the notation people send.
    .refine((phone) => PHONE_DIGITS.test(digitsOf(phone)), { error: PHONE_MESSAGE })
    .overwrite(digitsOf);
}

/** A website, as SPEC section 5's URL pattern accepts it, at most 2048 characters. */
export function websiteField(label = 'o site') {
  return z
    .string({ error: missingOr(label, INVALID_URL_MESSAGE) })
    .trim()
    .max(MAX_URL_LENGTH, { error: tooLongMessage(label, MAX_URL_LENGTH) })
    .regex(URL_PATTERN, { error: INVALID_URL_MESSAGE });
}

// An image is whatever the upload route answered: an absolute http(s) address (the bucket)
// or a path on this site (the embedded file store). Protocol-relative `//host`, other schemes
// (`javascript:`, `data:`) and characters that could break out of an HTML attribute are refused.
const URL_CHARACTERS = String.raw`[A-Za-z0-9\-._~%!$&'()*+,;=:@/?#]`;
const IMAGE_URL = new RegExp(String.raw`^(?:https?:\/\/[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?:\/${URL_CHARACTERS}*)?|\/(?!\/)${URL_CHARACTERS}*)$`);
const IMAGE_MESSAGE = 'Informe o endereço de uma imagem enviada, como https://… ou /uploads/….';

/** The address of an uploaded image, as `POST /google-storage` answered it. */
export function imageUrlField() {
  return z
    .string({ error: missingOr('a imagem', IMAGE_MESSAGE) })
    .trim()
    .max(MAX_URL_LENGTH, { error: tooLongMessage('o endereço da imagem', MAX_URL_LENGTH) })
    .regex(IMAGE_URL, { error: IMAGE_MESSAGE });
}
