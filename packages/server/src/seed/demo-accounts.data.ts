/** What a demo account is made of: a fixed identity and the profile the routes would receive. */
export interface DemoAccount {
  readonly kind: 'brand' | 'creator' | 'agent';
  /** Fixed, so a fresh emulator (which forgets its users) maps back to the same database row. */
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  /** `POST /account/user` fields besides identity, name and type. */
  readonly account: { readonly phone: string; readonly company_name?: string; readonly website?: string };
  readonly miniBio?: string;
  /** A brand's company data (CNPJ, razão social), as the profile editor saves it: Pix com vencimento needs the CNPJ. */
  readonly company?: { readonly cnpj: string; readonly legalName: string };
  /** Whether to give the account the drawn profile photo (`demo-avatar.ts`). */
  readonly withPhoto?: boolean;
  /** As `PUT /account/user/address` takes it. */
  readonly address: Readonly<Record<string, string>>;
  /** Category names, as the seed spells them. */
  readonly categories: readonly string[];
  /** Creators only: networks, prices and bank data, as their routes take them. */
  readonly creator?: {
    readonly socialNetworks: readonly Readonly<Record<string, string | number>>[];
    readonly prices: { readonly stories: string; readonly feed: string; readonly tiktok: string };
    readonly bank: Readonly<Record<string, string>>;
  };
}

/** One password for all: it is printed for the developer by `pnpm start` and `pnpm dev`. */
export const DEMO_PASSWORD = 'publi-demo-123';

/**
 * The accounts a developer signs in with on the emulator: a brand to search and buy, a
 * creator whose profile is complete, so every part of the profile page has something to show,
 * and an agent who acts for that creator and two creators of the catalogue (`ensureDemoAgentLinks`).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    kind: 'brand',
    uid: 'publi-demo-brand',
    email: 'marca@publi.demo',
    password: DEMO_PASSWORD,
    name: 'Marca Demo',
    account: { phone: '(11) 3456-7890', company_name: 'Marca Demo Cosméticos Ltda.', website: 'https://marca.publi.demo' },
    company: { cnpj: '11222333000181', legalName: 'Marca Demo Cosméticos Ltda.' },
    address: {
      postal_code: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Conjunto 52',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    categories: ['Beleza', 'Moda', 'Skincare'],
  },
  {
    kind: 'creator',
    uid: 'publi-demo-creator',
    email: 'criadora@publi.demo',
    password: DEMO_PASSWORD,
    name: 'Ana Demo',
    account: { phone: '(81) 98765-4321' },
    withPhoto: true,
    miniBio:
      'Criadora de conteúdo de beleza e viagem em Recife. Skincare acessível, maquiagem que aguenta o calor do Nordeste e roteiros pelo litoral de Pernambuco. Parcerias com marcas que cuidam de gente de verdade.',
    address: {
      postal_code: '50050-000',
      street: 'Rua da Aurora',
      number: '295',
      complement: 'Apto 801',
      neighborhood: 'Boa Vista',
      city: 'Recife',
      state: 'PE',
    },
    categories: ['Beleza', 'Skincare', 'Maquiagem', 'Viagem', 'Destinos Nacionais'],
    creator: {
      socialNetworks: [
        { name: 'instagram', username: 'ana.demo', link: 'https://instagram.com/ana.demo', followers: 48_300, engagement: 5.8 },
        { name: 'tiktok', username: 'anademo', link: 'https://www.tiktok.com/@anademo', followers: 72_500, engagement: 7.2 },
        { name: 'youtube', username: 'anademo', link: 'https://youtube.com/@anademo', followers: 12_900, engagement: 4.1 },
      ],
      prices: { stories: '450.00', feed: '900.00', tiktok: '700.00' },
      bank: { account_type: 'corrente', bank_code: '260', agency: '0001', account: '1234567-9', owner_name: 'Ana Demo', owner_document: '529.982.247-25', pix_key: 'ana.demo@publi.dev' },
    },
  },
  {
    kind: 'agent',
    uid: 'publi-demo-agent',
    email: 'agente@publi.demo',
    password: DEMO_PASSWORD,
    name: 'Bia Agente',
    account: { phone: '(11) 91234-5678', website: 'https://agencia.publi.demo' },
    address: {
      postal_code: '01414-001',
      street: 'Rua Haddock Lobo',
      number: '595',
      complement: 'Sala 12',
      neighborhood: 'Cerqueira César',
      city: 'São Paulo',
      state: 'SP',
    },
    categories: [],
  },
];
