import type { ProfileItemKey } from '@publi/domain';

/** Where each item of the completion is filled: the section's slug and the control's id. */
export const FIELD_TARGETS: Readonly<Record<ProfileItemKey, { readonly slug: string; readonly id: string }>> = {
  miniBio: { slug: 'meu-perfil', id: 'campo-mini-bio' },
  image: { slug: 'meu-perfil', id: 'campo-foto' },
  name: { slug: 'meu-perfil', id: 'campo-nome' },
  email: { slug: 'meu-perfil', id: 'campo-email' },
  password: { slug: 'meu-perfil', id: 'campo-senha' },
  state: { slug: 'meu-perfil', id: 'campo-estado' },
  city: { slug: 'meu-perfil', id: 'campo-cidade' },
  phone: { slug: 'meu-perfil', id: 'campo-telefone' },
  instagram: { slug: 'redes-sociais', id: 'campo-instagram-usuario' },
  stories: { slug: 'valores', id: 'campo-preco-stories' },
  feed: { slug: 'valores', id: 'campo-preco-feed' },
  tiktok: { slug: 'valores', id: 'campo-preco-tiktok' },
  account: { slug: 'dados-bancarios', id: 'campo-conta' },
  agency: { slug: 'dados-bancarios', id: 'campo-agencia' },
  bankCode: { slug: 'dados-bancarios', id: 'campo-banco' },
  ownerName: { slug: 'dados-bancarios', id: 'campo-titular' },
  categories: { slug: 'categorias', id: 'campo-categorias' },
};
