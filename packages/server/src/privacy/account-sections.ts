import { basisPointsToPercent } from '@publi/domain';
import type { Account } from '../accounts/account.js';
import type { ExportRecord, ExportSection } from './export-record.js';
import type { AccountData } from './privacy.repository.js';

function accountRecord(user: Account): ExportRecord {
  return {
    id: user.id,
    tipo: user.type,
    nome: user.name,
    email: user.email,
    telefone: user.phone,
    foto: user.image,
    mini_bio: user.miniBio,
    empresa: user.companyName,
    cnpj: user.cnpj,
    razao_social: user.legalName,
    site: user.website,
    cep: user.postalCode,
    rua: user.street,
    numero: user.streetNumber,
    complemento: user.complement,
    bairro: user.neighborhood,
    cidade: user.city,
    uf: user.state,
    ativa: user.active,
    criada_em: user.createdAt,
    atualizada_em: user.updatedAt,
  };
}

/** The account itself and what hangs on it alone: consent, profile card, networks, categories, bank data, cart, agent links, files. */
export function accountSections(user: Account, data: AccountData): readonly ExportSection[] {
  const { card, networks, chosen, bank, cart, represented, files, sent } = data;
  return [
    { name: 'conta', records: [accountRecord(user)] },
    { name: 'consentimento', records: [{ politica_aceita_em: user.privacyConsentAt, versao_da_politica: user.privacyConsentVersion }] },
    {
      name: 'perfil_de_criador',
      records: card
        ? [{ pagina_publica: `/creator/${card.slug}`, preco_stories_centavos: card.stories, preco_feed_centavos: card.feed, preco_tiktok_centavos: card.tiktok, agente: card.agentName }]
        : [],
    },
    {
      name: 'redes_sociais',
      records: networks.map((network) => ({ rede: network.name, usuario: network.username, link: network.link, seguidores: network.followers, engajamento_percentual: network.engagementBp === null ? null : basisPointsToPercent(network.engagementBp) })),
    },
    { name: 'categorias', records: chosen.map((category) => ({ nome: category.name })) },
    {
      name: 'dados_bancarios',
      records: bank.map((row) => ({
        codigo_do_banco: row.bankCode,
        agencia: row.agency,
        conta: row.account,
        tipo_de_conta: row.accountType,
        titular: row.ownerName,
        documento_do_titular: row.ownerDocument,
        chave_pix: row.pixKey,
        tipo_da_chave_pix: row.pixKeyType,
        atualizados_em: row.updatedAt,
      })),
    },
    { name: 'carrinho', records: cart.map((item) => ({ criador: item.creator, pagina: `/creator/${item.slug}`, stories: item.stories, feed: item.feed, tiktok: item.tiktok })) },
    { name: 'criadores_representados', records: represented.map((creator) => ({ criador: creator.name, pagina: `/creator/${creator.slug}` })) },
    {
      name: 'arquivos_enviados',
      records: [
        ...files.map((file) => ({ uso: file.purpose, tipo: file.contentType, tamanho_bytes: file.size, enviado_em: file.createdAt, arquivo: file.id })),
        ...sent.map((file) => ({ uso: 'entrega', contrato: file.contractId, nome: file.name, tipo: file.contentType, tamanho_bytes: file.size, enviado_em: file.createdAt })),
      ],
    },
  ];
}
