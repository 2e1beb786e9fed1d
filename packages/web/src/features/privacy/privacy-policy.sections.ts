/**
 * The privacy policy's text, section by section, in plain pt-BR. Kept apart from the page so
 * the lawyerly part can be reviewed (and its version, `PRIVACY_POLICY_VERSION` in the contract,
 * changed) without touching layout code. Every retention period here is what the server does.
 */
export interface PolicySection {
  readonly title: string;
  readonly paragraphs: readonly string[];
  /** Items shown as a list after the paragraphs. */
  readonly items?: readonly string[];
}

/** Where a person writes about their data; the lead sets the real mailbox before launch. */
export const PRIVACY_CONTACT_EMAIL = 'privacidade@publi.com.br';

export const POLICY_SECTIONS: readonly PolicySection[] = [
  {
    title: 'Quem cuida dos seus dados',
    paragraphs: [
      'A Publi é a controladora dos dados pessoais tratados nesta plataforma, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei 13.709/2018).',
      `Para qualquer assunto sobre os seus dados, fale com a pessoa encarregada pelo tratamento de dados pessoais pelo e-mail ${PRIVACY_CONTACT_EMAIL}. Respondemos em até 15 dias.`,
    ],
  },
  {
    title: 'Que dados guardamos',
    paragraphs: ['Guardamos apenas o que a plataforma precisa para funcionar:'],
    items: [
      'Conta: nome, e-mail, telefone, tipo de conta (marca, criador ou agente) e a data em que você aceitou esta política.',
      'Perfil: foto, minibio, endereço (CEP, cidade e estado), categorias, redes sociais com seguidores e engajamento, preços; nas marcas, empresa, CNPJ, razão social e site.',
      'Dados bancários e chave Pix dos criadores, para receberem os pagamentos.',
      'Projetos, carrinho, propostas e contratos, com valores e datas.',
      'Mensagens do chat dos contratos e entregas (links e arquivos enviados).',
      'Pagamentos e repasses: valores, taxas, datas e situação. O número do cartão nunca chega à Publi: ele fica com a empresa de pagamentos.',
      'Notificações e arquivos enviados (fotos de perfil, imagens e referências de projetos).',
      'Registros de acesso: endereço IP, data e hora de cada pedido ao servidor.',
    ],
  },
  {
    title: 'Por que usamos esses dados (bases legais)',
    paragraphs: ['Cada uso tem uma base prevista no art. 7º da LGPD:'],
    items: [
      'Execução de contrato: criar a sua conta, mostrar o perfil dos criadores na busca, montar projetos, propostas e contratos, o chat, as entregas e os pagamentos.',
      'Obrigação legal: guardar os registros financeiros e fiscais e os registros de acesso pelo tempo que a lei manda.',
      'Legítimo interesse: proteger a plataforma contra fraudes e abusos (limites de uso, registros de segurança), sempre sem guardar senhas, tokens ou dados bancários nos registros.',
      'Consentimento: o aceite desta política no cadastro, registrado com data, hora e versão. Você pode retirá-lo excluindo a conta.',
    ],
  },
  {
    title: 'Quem vê os seus dados',
    paragraphs: [],
    items: [
      'Qualquer visitante vê o perfil público de um criador: nome, foto, minibio, cidade, redes sociais, preços e categorias.',
      'Marcas e criadores veem, de um contrato em que estão, o chat, as entregas e os valores.',
      'Um agente vinculado a um criador vê e edita o perfil, as redes, os preços e os trabalhos desse criador, mas nunca os dados bancários nem a chave Pix.',
      'Dados bancários e chave Pix são vistos só pelo próprio criador e usados pela Publi para fazer os repasses.',
      'Prestadores que nos ajudam a operar: o serviço de autenticação (Google Firebase), a empresa de pagamentos e a hospedagem. Eles só tratam dados para nos prestar o serviço.',
      'Autoridades públicas, quando a lei exigir.',
    ],
  },
  {
    title: 'Por quanto tempo guardamos',
    paragraphs: [],
    items: [
      'Conta, perfil, redes, preços, categorias, dados bancários, chave Pix, carrinho e notificações: enquanto a conta existir.',
      'Registros financeiros (pagamentos, repasses, taxas, valores e datas dos contratos, recibos): 5 anos contados do primeiro dia do ano seguinte ao pagamento, como pedem o Código Tributário Nacional (arts. 173 e 174) e a Lei 9.613/1998 (art. 10). Depois da exclusão da conta eles ficam ligados a uma "Conta excluída", sem nome, e-mail, telefone ou documento.',
      'Registros de acesso: 6 meses, como manda o Marco Civil da Internet (Lei 12.965/2014, art. 15).',
      'Desativar a conta não apaga nada: ela só sai da busca e pode ser reativada.',
    ],
  },
  {
    title: 'Os seus direitos',
    paragraphs: ['O art. 18 da LGPD garante a você, a qualquer momento:'],
    items: [
      'Confirmar que tratamos os seus dados e ter acesso a eles.',
      'Corrigir dados incompletos, errados ou desatualizados.',
      'Pedir anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desacordo com a lei.',
      'Receber os seus dados em formato aberto (portabilidade).',
      'Eliminar os dados tratados com o seu consentimento.',
      'Saber com quem compartilhamos os seus dados.',
      'Saber que pode não consentir, e o que acontece se não consentir: sem o aceite, não é possível criar a conta.',
      'Revogar o consentimento.',
      'Reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
    ],
  },
  {
    title: 'Como exercer os seus direitos aqui',
    paragraphs: [
      'Corrigir: no seu perfil (Meu perfil), a qualquer momento.',
      'Acessar e levar os seus dados: nesta página, em "Seus dados", baixe tudo o que a sua conta guarda, em JSON ou em CSV (abre no Excel).',
      'Excluir a conta: nesta página, em "Excluir minha conta". Apagamos os seus dados pessoais e o seu acesso; ficam, sem o seu nome, e-mail, telefone ou documento, os registros financeiros pelo prazo da lei e os contratos com as mensagens e entregas, que também são da outra parte. Enquanto houver contrato, pagamento ou repasse em andamento, a exclusão espera que eles terminem.',
      `Qualquer outro pedido: escreva para ${PRIVACY_CONTACT_EMAIL} a partir do e-mail da conta.`,
    ],
  },
];
