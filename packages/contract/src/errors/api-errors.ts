/** What an error code means on the wire: its HTTP status and the pt-BR sentence a person reads. */
export interface ApiErrorDefinition {
  /** HTTP status the server answers with (4xx or 5xx). */
  readonly status: number;
  /** pt-BR sentence, safe to show as it is. */
  readonly message: string;
}

/**
 * Every error the API speaks of, by stable code. The server answers with the status and
 * message here and never invents a code elsewhere; clients branch on the code, never on the
 * message. A code never changes meaning once shipped: add a new one instead.
 *
 * The `PROJECT.*` and `RESPONSE.*` codes are SPEC section 8's client-side catalogue: the HTTP
 * adapters raise them when a call cannot be made or an answer cannot be read, so their status
 * describes the situation (400 for a call made without its ids, 502 for an unreadable answer
 * from upstream) rather than anything the server sends.
 */
export const API_ERRORS = {
  'REQUEST.INVALID': { status: 400, message: 'Alguns campos estão inválidos. Confira e tente de novo.' },
  'REQUEST.MALFORMED_JSON': { status: 400, message: 'O corpo do pedido não é um JSON válido.' },
  'REQUEST.TOO_LARGE': { status: 413, message: 'O pedido é grande demais.' },
  'REQUEST.UNSUPPORTED_MEDIA_TYPE': { status: 415, message: 'Formato de envio não aceito. Envie JSON (ou multipart/form-data, para arquivos).' },
  'AUTH.TOKEN_MISSING': { status: 401, message: 'Entre na sua conta para continuar.' },
  'AUTH.TOKEN_INVALID': { status: 401, message: 'Sua sessão não é válida. Entre de novo.' },
  'AUTH.TOKEN_EXPIRED': { status: 401, message: 'Sua sessão expirou. Entre de novo.' },
  'AUTH.FORBIDDEN': { status: 403, message: 'Você não tem permissão para fazer isso.' },
  // The session is valid but its sign-in is too old for an action that moves or routes money.
  'AUTH.RECENT_SIGN_IN_REQUIRED': { status: 403, message: 'Por segurança, confirme sua senha para continuar.' },
  // The token is genuine, but the person ended their sessions (a new password, "sair de todos os aparelhos") or the account was blocked.
  'AUTH.SESSION_REVOKED': { status: 401, message: 'Sua sessão foi encerrada. Entre de novo para continuar.' },
  'AUTH.ACCOUNT_DISABLED': { status: 403, message: 'Esta conta foi bloqueada. Fale com o suporte da Publi.' },
  NOT_FOUND: { status: 404, message: 'Não encontramos o que você procurou.' },
  'ROUTE.NOT_FOUND': { status: 404, message: 'Este endereço da API não existe.' },
  'USER.NOT_FOUND': { status: 404, message: 'Usuário não encontrado.' },
  'USER.ALREADY_EXISTS': { status: 409, message: 'Já existe uma conta com este login ou e-mail.' },
  'USER.EXTERNAL_ID_MISMATCH': { status: 403, message: 'O external_id não corresponde à conta conectada.' },
  'USER.TYPE_ALREADY_SET': { status: 409, message: 'O tipo da conta já foi definido e não pode mudar.' },
  'USER.INACTIVE': { status: 403, message: 'Esta conta está desativada.' },
  'CREATOR.NOT_FOUND': { status: 404, message: 'Criador não encontrado.' },
  'CREATOR.ONLY': { status: 403, message: 'Esta área é só para contas de criador.' },
  'USER.OPEN_CONTRACTS': { status: 409, message: 'A conta tem contratos em aberto e só pode ser desativada quando eles terminarem.' },
  'USER.DELETION_BLOCKED': { status: 409, message: 'A conta tem contratos, pagamentos ou repasses em andamento e só pode ser excluída quando eles terminarem.' },
  'USER.EMAIL_NOT_VERIFIED': { status: 409, message: 'Ainda não vimos a confirmação: abra o link que enviamos para o seu e-mail e tente de novo.' },
  'EMAIL.SECURITY_LOCKED': { status: 422, message: 'Os e-mails de segurança não podem ser desligados: eles avisam de acessos e mudanças na sua conta.' },
  'EMAIL.UNSUBSCRIBE_INVALID': { status: 404, message: 'Este link de descadastro não vale mais. Escolha seus e-mails em Perfil > Notificações.' },
  'AGENT.NOT_FOUND': { status: 404, message: 'Não encontramos um agente com este código. Confira com o seu agente.' },
  'AGENT.ONLY': { status: 403, message: 'Esta área é só para contas de agente.' },
  'AGENT.NOT_LINKED': { status: 403, message: 'Você não atua por este criador.' },
  'AGENT.BANK_FORBIDDEN': { status: 403, message: 'Dados bancários e chave Pix só podem ser vistos e alterados pelo próprio criador.' },
  'CART.USER_ID_REQUIRED': { status: 400, message: 'Informe o user_id.' },
  'CART.NOT_FOUND': { status: 404, message: 'Carrinho não encontrado.' },
  'CART.CREATOR_NOT_FOUND': { status: 422, message: 'Um dos criadores do carrinho não existe ou não está mais ativo.' },
  'BRAND.ONLY': { status: 403, message: 'Esta área é só para contas de marca.' },
  'PROJECT.NOT_FOUND': { status: 404, message: 'Projeto não encontrado.' },
  'PROJECT.MOVE_NOT_ALLOWED': { status: 409, message: 'Esta mudança de status não é possível para o projeto agora.' },
  'PROJECT.NOT_DRAFT': { status: 409, message: 'Este projeto já foi publicado: edite-o pela página do projeto.' },
  'PROJECT.CLOSED': { status: 409, message: 'Este projeto foi encerrado e não pode mais ser alterado.' },
  'PROJECT.OPTION_NOT_FOUND': { status: 422, message: 'Esta opção de projeto não existe.' },
  'PROJECT.CREATOR_NOT_FOUND': { status: 422, message: 'Um dos criadores não existe ou não está mais ativo.' },
  'PROPOSAL.PROJECT_NOT_OPEN': { status: 409, message: 'Propostas só podem ser enviadas em projetos publicados que não terminaram.' },
  'PROPOSAL.CREATOR_NOT_IN_PROJECT': { status: 422, message: 'Este criador não faz parte do projeto.' },
  'PROPOSAL.ALREADY_LIVE': { status: 409, message: 'Este criador já tem uma proposta ou um contrato em andamento neste projeto.' },
  'PROPOSAL.DEADLINE_PAST': { status: 422, message: 'O prazo não pode ser uma data que já passou.' },
  'CONTRACT.NOT_FOUND': { status: 404, message: 'Contrato não encontrado.' },
  'CONTRACT.NOT_YOUR_MOVE': { status: 403, message: 'Esta ação não cabe a você neste contrato.' },
  'CONTRACT.STATE_CHANGED': { status: 409, message: 'O contrato mudou enquanto você decidia. Veja como ele está agora.' },
  'CONTRACT.EXPIRED': { status: 409, message: 'A proposta expirou.' },
  'CONTRACT.NOT_DUE': { status: 409, message: 'O prazo desta mudança ainda não chegou.' },
  'CONTRACT.CHANGE_ROUNDS_USED': { status: 409, message: 'Os pedidos de ajuste deste contrato já foram usados.' },
  'CONTRACT.COUNTER_INVALID': { status: 422, message: 'A contraproposta precisa de um valor e de um prazo válidos e diferentes dos atuais.' },
  'CHAT.NOT_FOUND': { status: 404, message: 'Conversa não encontrada.' },
  'CHAT.CONTRACT_MISMATCH': { status: 400, message: 'O chat_id e o contract_id não são da mesma conversa.' },
  'PAYMENT.NOT_FOUND': { status: 404, message: 'Pagamento não encontrado.' },
  'PAYMENT.NOT_PAYABLE': { status: 409, message: 'Só contratos aceitos e ainda não pagos podem ser pagos.' },
  'PAYMENT.MIXED_PROJECTS': { status: 422, message: 'Pague de uma vez só contratos do mesmo projeto.' },
  'PAYMENT.OVER_LIMIT': {
    status: 422,
    message: 'O pagamento passa do limite de R$ 10.000.000,00 em contratos por pagamento (a taxa não conta). Pague em partes: escolha menos contratos.',
  },
  'PAYMENT.IN_PROGRESS': { status: 409, message: 'Já há um pagamento em andamento para este contrato. Conclua-o ou espere ele expirar.' },
  'PAYMENT.NOT_PAID': { status: 409, message: 'O recibo fica disponível quando o pagamento é concluído.' },
  'PAYMENT.DUE_DATE_INVALID': { status: 422, message: 'Confira a data de vencimento do Pix.' },
  'PAYMENT.PIX_DUE_UNAVAILABLE': { status: 422, message: 'O Pix com vencimento não está disponível para este pagamento.' },
  'PAYMENT.CARD_TOKEN_REQUIRED': { status: 422, message: 'Preencha os dados do cartão para pagar.' },
  'PAYMENT.CARD_TOKEN_INVALID': { status: 422, message: 'Os dados do cartão expiraram. Preencha-os de novo.' },
  'PAYMENT.CARD_DECLINED_FUNDS': { status: 402, message: 'Pagamento recusado: o cartão não tem limite suficiente. Tente outro cartão ou pague com Pix.' },
  'PAYMENT.CARD_DECLINED_FRAUD': {
    status: 402,
    message: 'Pagamento recusado pelo emissor do cartão por segurança. Fale com o seu banco ou pague com Pix.',
  },
  'PAYMENT.PROVIDER_UNAVAILABLE': { status: 503, message: 'O provedor de pagamentos não respondeu. Nada foi cobrado; tente de novo em instantes.' },
  'PAYMENT.BAD_SIGNATURE': { status: 401, message: 'Assinatura do evento inválida.' },
  'PAYMENT.UNKNOWN_OBJECT': { status: 404, message: 'O evento fala de uma cobrança ou de um saque que não conhecemos.' },
  'DELIVERY.FILE_NOT_FOUND': { status: 404, message: 'Arquivo não encontrado. Envie-o de novo.' },
  'PAYOUT.NOTHING_AVAILABLE': { status: 409, message: 'Não há valor disponível para sacar agora.' },
  'PAYOUT.NO_DESTINATION': { status: 422, message: 'Cadastre seus dados bancários ou uma chave Pix para receber os saques.' },
  'UPLOAD.FILE_REQUIRED': { status: 400, message: 'Escolha um arquivo para enviar.' },
  'UPLOAD.TYPE_NOT_ALLOWED': { status: 415, message: 'Tipo de arquivo não aceito. Envie JPEG, PNG ou WebP (entregas: também PDF ou MP4).' },
  'UPLOAD.TOO_LARGE': { status: 413, message: 'Arquivo grande demais. Imagens: até 5 MB; entregas: até 100 MB.' },
  // 409, not 413: the refusal is about what the account already holds, not about this file, and
  // the same file goes through once the unused ones are cleaned up (SECURITY.md, "Limits").
  'UPLOAD.QUOTA_EXCEEDED': {
    status: 409,
    message: 'Sua conta atingiu o limite de espaço para arquivos. Arquivos que não estão em uso são apagados em até 2 dias; depois disso, tente de novo.',
  },
  RATE_LIMITED: { status: 429, message: 'Muitas tentativas seguidas. Aguarde um pouco e tente de novo.' },
  INTERNAL: { status: 500, message: 'Algo deu errado do nosso lado. Tente de novo em instantes.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'O serviço está indisponível no momento. Tente de novo em instantes.' },
  'PROJECT.ID_AND_TOKEN_REQUIRED': { status: 400, message: 'id e token são obrigatórios' },
  'RESPONSE.EMPTY': { status: 502, message: 'A resposta do servidor veio vazia.' },
  'RESPONSE.INVALID_FORMAT': { status: 502, message: 'Formato de resposta inválido do servidor.' },
} as const satisfies Readonly<Record<string, ApiErrorDefinition>>;

/** A stable error code of the API, such as `CART.USER_ID_REQUIRED`. */
export type ApiErrorCode = keyof typeof API_ERRORS;

/** Whether `code` is one of {@link API_ERRORS}' codes (for reading codes off the wire). */
export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(API_ERRORS, code);
}
