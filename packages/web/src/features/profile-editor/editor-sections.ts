import type { AccountType } from '@publi/application';
import type { ProfileSectionKey } from '@publi/domain';
import type { LoadedLater } from '../../shared/loaded-later.js';
import { lazySection } from './lazy-section.js';

/** One section of `/perfil`: its address, its nav label, who sees it, and its form. */
export interface EditorSection {
  /** The path segment: `/perfil/{slug}`. */
  readonly slug: string;
  /** The pt-BR label in the nav and the section's heading. */
  readonly label: string;
  /** The completion section it fills, for the meter's state beside the nav entry; `null` for none. */
  readonly completionKey: ProfileSectionKey | null;
  /** Which accounts see the section; the first of a type's list is its `/perfil`. */
  readonly accountTypes: readonly AccountType[];
  /** Whether an agent acting for a creator sees it (bank data is the creator's alone). */
  readonly whenActing: boolean;
  /** The section's form, whose code loads when it is first shown. */
  readonly Component: LoadedLater<object>;
}

/**
 * Every section of the editor, in nav order. A new section is one entry here (the brand
 * sections and the bank section come from their own files the same way).
 */
export const EDITOR_SECTIONS: readonly EditorSection[] = [
  { slug: 'meu-perfil', label: 'Meu perfil', completionKey: 'profile', accountTypes: ['creator'], whenActing: true, Component: lazySection(() => import('./profile-section.js').then((module) => module.ProfileSection)) },
  { slug: 'redes-sociais', label: 'Redes sociais', completionKey: 'socialNetworks', accountTypes: ['creator'], whenActing: true, Component: lazySection(() => import('./social-networks-section.js').then((module) => module.SocialNetworksSection)) },
  { slug: 'valores', label: 'Valores', completionKey: 'prices', accountTypes: ['creator'], whenActing: true, Component: lazySection(() => import('./prices-section.js').then((module) => module.PricesSection)) },
  { slug: 'dados-bancarios', label: 'Meu negócio (Dados bancários)', completionKey: 'bank', accountTypes: ['creator'], whenActing: false, Component: lazySection(() => import('./bank-section.js').then((module) => module.BankSection)) },
  { slug: 'empresa', label: 'Empresa', completionKey: null, accountTypes: ['brand'], whenActing: false, Component: lazySection(() => import('./brand-company-section.js').then((module) => module.BrandCompanySection)) },
  { slug: 'endereco-de-cobranca', label: 'Endereço de cobrança', completionKey: null, accountTypes: ['brand'], whenActing: false, Component: lazySection(() => import('./brand-address-section.js').then((module) => module.BrandAddressSection)) },
  { slug: 'categorias', label: 'Categorias', completionKey: 'categories', accountTypes: ['creator', 'brand'], whenActing: true, Component: lazySection(() => import('./categories-section.js').then((module) => module.CategoriesSection)) },
  { slug: 'agente', label: 'Meu agente', completionKey: null, accountTypes: ['creator'], whenActing: false, Component: lazySection(() => import('./agent-link-section.js').then((module) => module.AgentLinkSection)) },
  // Read only: the account's own history of money-routing changes; an acting agent never reads the creator's.
  { slug: 'atividade', label: 'Histórico de segurança', completionKey: null, accountTypes: ['creator', 'brand', 'agent'], whenActing: false, Component: lazySection(() => import('./security-history-section.js').then((module) => module.SecurityHistorySection)) },
  // The person's own mailbox: an agent acting for a creator never changes which e-mails the creator gets.
  { slug: 'notificacoes', label: 'Notificações', completionKey: null, accountTypes: ['creator', 'brand', 'agent'], whenActing: false, Component: lazySection(() => import('./email-preferences-section.js').then((module) => module.EmailPreferencesSection)) },
  { slug: 'desativar-conta', label: 'Desativar conta', completionKey: null, accountTypes: ['creator', 'brand'], whenActing: false, Component: lazySection(() => import('./deactivate-account-zone.js').then((module) => module.DeactivateAccountZone)) },
];

/** The sections `type` sees, acting for a creator or not. */
export function sectionsFor(type: AccountType | null, acting: boolean): readonly EditorSection[] {
  const shownType: AccountType | null = acting ? 'creator' : type;
  return EDITOR_SECTIONS.filter((section) => shownType !== null && section.accountTypes.includes(shownType) && (!acting || section.whenActing));
}
