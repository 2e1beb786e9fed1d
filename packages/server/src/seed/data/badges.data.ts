/**
 * The badges a creator can hold; `key` is how the generator refers to one, `icon` the image
 * address the web app shows (served from its public folder).
 */
export const BADGE_SEEDS = [
  { key: 'verified', name: 'Verificado', icon: '/images/badges/verified.svg' },
  { key: 'top', name: 'Top Criador', icon: '/images/badges/star.svg' },
  { key: 'fastReply', name: 'Resposta Rápida', icon: '/images/badges/bolt.svg' },
  { key: 'onTime', name: 'Entrega no Prazo', icon: '/images/badges/clock.svg' },
  { key: 'newTalent', name: 'Novo Talento', icon: '/images/badges/sparkles.svg' },
  { key: 'recommended', name: 'Recomendado por Marcas', icon: '/images/badges/thumbs-up.svg' },
] as const;

/** A badge's key in {@link BADGE_SEEDS}. */
export type BadgeKey = (typeof BADGE_SEEDS)[number]['key'];
