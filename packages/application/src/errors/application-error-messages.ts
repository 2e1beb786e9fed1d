/**
 * Every error a use case or an adapter raises on the client, by stable code, with the pt-BR
 * message a person reads. SPEC section 8's catalogue keeps its meaning here.
 */
export const APPLICATION_ERROR_MESSAGES = {
  'PROJECT.ID_AND_TOKEN_REQUIRED': 'id e token são obrigatórios',
  'RESPONSE.EMPTY': 'A resposta do servidor veio vazia.',
  'RESPONSE.INVALID_FORMAT': 'Formato de resposta inválido do servidor.',
  'CART.USER_ID_REQUIRED': 'Informe o user_id.',
  'NETWORK.UNREACHABLE': 'Sem conexão com o servidor. Verifique sua internet e tente de novo.',
  'SESSION.MISSING': 'Sua sessão terminou. Entre de novo para continuar.',
  'SERVER.ERROR': 'Algo deu errado do nosso lado. Tente de novo em instantes.',
  'IDENTITY.WRONG_CREDENTIALS': 'E-mail ou senha incorretos.',
  'IDENTITY.EMAIL_IN_USE': 'Este e-mail já está cadastrado. Entre na sua conta ou use outro e-mail.',
  'IDENTITY.WEAK_PASSWORD': 'A senha é fraca: use pelo menos 6 caracteres.',
  'IDENTITY.INVALID_EMAIL': 'Informe um e-mail válido.',
  'IDENTITY.TOO_MANY_ATTEMPTS': 'Muitas tentativas seguidas. Espere alguns minutos e tente de novo.',
  'IDENTITY.NETWORK': 'Não foi possível falar com o serviço de login. Verifique sua internet.',
  'IDENTITY.POPUP_CLOSED': 'A janela do Google foi fechada antes de concluir o login.',
  'IDENTITY.USER_DISABLED': 'Esta conta foi desativada.',
  'IDENTITY.UNKNOWN': 'Não foi possível entrar agora. Tente de novo.',
  'POSTAL_CODE.NOT_FOUND': 'CEP não encontrado. Confira os números ou escolha o estado e a cidade.',
  'POSTAL_CODE.UNREACHABLE': 'O serviço de CEP não respondeu. Escolha o estado e a cidade na lista.',
  'REQUEST.INVALID': 'Alguns campos estão inválidos. Confira e tente de novo.',
  'POSTAL_CODE.INVALID': 'Informe o CEP com 8 dígitos, como 01310-100.',
  // Server codes the in-memory adapters raise as the server does, so tests and scripts see the same.
  'AUTH.TOKEN_MISSING': 'Entre na sua conta para continuar.',
  'AUTH.FORBIDDEN': 'Você não tem permissão para fazer isso.',
  'USER.NOT_FOUND': 'Usuário não encontrado.',
  'USER.ALREADY_EXISTS': 'Já existe uma conta com este login ou e-mail.',
  'USER.EXTERNAL_ID_MISMATCH': 'O external_id não corresponde à conta conectada.',
  'USER.TYPE_ALREADY_SET': 'O tipo da conta já foi definido e não pode mudar.',
  'CREATOR.NOT_FOUND': 'Criador não encontrado.',
  'CREATOR.ONLY': 'Esta área é só para contas de criador.',
  'CART.NOT_FOUND': 'Carrinho não encontrado.',
  'CART.CREATOR_NOT_FOUND': 'Um dos criadores do carrinho não existe ou não está mais ativo.',
  'UPLOAD.TYPE_NOT_ALLOWED': 'Tipo de arquivo não aceito. Envie JPEG, PNG ou WebP (entregas: também PDF ou MP4).',
  'UPLOAD.TOO_LARGE': 'Arquivo grande demais. Imagens: até 5 MB; entregas: até 100 MB.',
  'PROJECT.NOT_FOUND': 'Projeto não encontrado.',
  'PROJECT.NAME_REQUIRED': 'Dê um nome ao projeto.',
  'CONTRACT.NOT_FOUND': 'Contrato não encontrado.',
  'CONTRACT.INVALID_TRANSITION': 'Este contrato não pode mudar para esse estado agora.',
  'CHAT.MESSAGE_REQUIRED': 'Escreva uma mensagem antes de enviar.',
  'PAYMENT.CARD_TOKEN_REQUIRED': 'Informe os dados do cartão.',
  'AGENT.NOT_FOUND': 'Convite de agente não encontrado ou expirado.',
} as const;

/** A stable error code of the client side. Server error codes pass through as plain strings. */
export type ApplicationErrorCode = keyof typeof APPLICATION_ERROR_MESSAGES;
