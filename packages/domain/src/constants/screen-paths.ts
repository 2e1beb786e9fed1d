/**
 * The path of every screen of the web app (ARCHITECTURE.md, "Screens"), in the router's
 * order, written as route patterns: `:name` is a segment that varies, `*` any other path (the
 * not-found page). The web router accepts no other path, a unit test keeps the two equal, and
 * the e2e accessibility walk fails for a path it does not visit: a new screen is added here,
 * to the router, and to the walk.
 */
export const SCREEN_PATHS = [
  '/',
  '/entrar',
  '/recuperar-senha',
  '/signup',
  '/signup2',
  '/signup/profile',
  '/home',
  '/busca',
  '/carrinho',
  '/perfil',
  '/perfil/:section',
  '/agente',
  '/projetos',
  '/projetos/novo',
  '/projetos/:id',
  '/trabalhos',
  '/contratos/:id',
  '/contratos/:id/pagamento',
  '/pagamentos',
  '/pagamentos/:id/recibo',
  '/ganhos',
  '/notificacoes',
  '/privacidade',
  '/email/descadastrar',
  '/demo/emails',
  '/creator/:idOrSlug',
  '*',
] as const;

/** One of {@link SCREEN_PATHS}. */
export type ScreenPath = (typeof SCREEN_PATHS)[number];
