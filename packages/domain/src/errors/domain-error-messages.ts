/**
 * Every error the domain raises, by stable code, with the pt-BR message a person reads.
 * One registry, so that a message is written once and a code never changes meaning.
 */
export const DOMAIN_ERROR_MESSAGES = {
  'POSTAL_CODE.INVALID': 'CEP inválido: informe os 8 dígitos, como 01310-100.',
  'ENGAGEMENT.INVALID_RANGE':
    'Faixa de engajamento inválida: use números inteiros de 0 a 100, com o mínimo menor ou igual ao máximo.',
  'AUDIENCE.UNKNOWN_TIER': 'Faixa de audiência desconhecida.',
  'PROJECT.MOVE_NOT_ALLOWED': 'Esta mudança de status não é possível para o projeto agora.',
} as const;

/** A stable error code of the domain. */
export type DomainErrorCode = keyof typeof DOMAIN_ERROR_MESSAGES;
