import { asc, eq } from 'drizzle-orm';
import type { Account } from '../accounts/account.js';
import type { Queryable } from '../db/database.js';
import { bankAccounts, cartItems, carts, categories, creators, deliveryFiles, socialNetworks, uploads, userCategories, users } from '../db/schema.js';
import type { ExportRecord, ExportSection } from './export-record.js';

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
export async function accountSections(db: Queryable, user: Account): Promise<readonly ExportSection[]> {
  const [card] = await db
    .select({ id: creators.id, slug: creators.slug, stories: creators.priceStories, feed: creators.priceFeed, tiktok: creators.priceTiktok, agentName: users.name, agentId: creators.creatorAgentId })
    .from(creators)
    .leftJoin(users, eq(users.id, creators.creatorAgentId))
    .where(eq(creators.userId, user.id));
  const networks = await db.select().from(socialNetworks).where(eq(socialNetworks.userId, user.id)).orderBy(asc(socialNetworks.name));
  const chosen = await db.select({ name: categories.name }).from(userCategories).innerJoin(categories, eq(categories.id, userCategories.categoryId)).where(eq(userCategories.userId, user.id)).orderBy(asc(categories.name));
  const bank = await db.select().from(bankAccounts).where(eq(bankAccounts.userId, user.id));
  const cart = await db
    .select({ creator: creators.name, slug: creators.slug, stories: cartItems.stories, feed: cartItems.feed, tiktok: cartItems.tiktok })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .innerJoin(creators, eq(creators.id, cartItems.creatorId))
    .where(eq(carts.userId, user.id))
    .orderBy(asc(cartItems.position));
  // An agent's own side of its links: whom it acts for (names and public pages only, never their data).
  const represented = await db.select({ name: creators.name, slug: creators.slug }).from(creators).where(eq(creators.creatorAgentId, user.id)).orderBy(asc(creators.name));
  const files = await db.select().from(uploads).where(eq(uploads.ownerId, user.id)).orderBy(asc(uploads.createdAt));
  const sent = await db.select().from(deliveryFiles).where(eq(deliveryFiles.uploaderId, user.id)).orderBy(asc(deliveryFiles.createdAt));
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
      records: networks.map((network) => ({ rede: network.name, usuario: network.username, link: network.link, seguidores: network.followers, engajamento_percentual: network.engagementBp === null ? null : network.engagementBp / 100 })),
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
