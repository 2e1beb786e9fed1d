/**
 * The five sections of a creator's profile completion, in the order the screen shows
 * them, each with the items it is made of and their pt-BR labels.
 *
 * Sections weigh the same in the overall percent, and the items of a section share its
 * weight equally. The bank section is one item ("bank data") split into its four fields,
 * so listing the four fields as the section's items gives each exactly a quarter of it.
 */
export const PROFILE_SECTIONS = [
  {
    key: 'profile',
    label: 'Meu perfil',
    items: [
      { key: 'miniBio', label: 'Mini bio' },
      { key: 'image', label: 'Foto' },
      { key: 'name', label: 'Nome' },
      { key: 'email', label: 'E-mail' },
      { key: 'password', label: 'Senha' },
      { key: 'state', label: 'Localização' },
      { key: 'city', label: 'Cidade' },
      { key: 'phone', label: 'Telefone' },
    ],
  },
  {
    key: 'socialNetworks',
    label: 'Redes sociais',
    items: [{ key: 'instagram', label: 'Instagram' }],
  },
  {
    key: 'prices',
    label: 'Valores',
    items: [
      { key: 'stories', label: 'Stories' },
      { key: 'feed', label: 'Feed' },
      { key: 'tiktok', label: 'TikTok' },
    ],
  },
  {
    key: 'bank',
    label: 'Meu negócio (Dados bancários)',
    items: [
      { key: 'account', label: 'Conta' },
      { key: 'agency', label: 'Agência' },
      { key: 'bankCode', label: 'Código do banco' },
      { key: 'ownerName', label: 'Nome do titular' },
    ],
  },
  {
    key: 'categories',
    label: 'Categorias',
    items: [{ key: 'categories', label: 'Categorias' }],
  },
] as const;

/** One section of {@link PROFILE_SECTIONS}. */
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** The key of a profile completion section, such as `'profile'` or `'bank'`. */
export type ProfileSectionKey = ProfileSection['key'];

/** The key of one item counted by profile completion, such as `'miniBio'` or `'bankCode'`. */
export type ProfileItemKey = ProfileSection['items'][number]['key'];
