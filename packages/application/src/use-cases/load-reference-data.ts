import type { ReferenceData } from '../model/reference-data.model.js';
import type { LoggerPort } from '../ports/logger.port.js';
import type { ReferenceDataPort } from '../ports/reference-data.port.js';
import { orFallback } from './or-fallback.js';

/** The four startup lists, each on its own: one failing list leaves the others loaded. */
export async function loadReferenceData(port: ReferenceDataPort, logger: LoggerPort): Promise<ReferenceData> {
  const [badges, brands, categories, subCategories] = await Promise.all([
    orFallback(logger, 'Falha ao carregar os selos', () => port.listBadges(), []),
    orFallback(logger, 'Falha ao carregar as marcas', () => port.listBrands(), []),
    orFallback(logger, 'Falha ao carregar as categorias', () => port.listCategories(), []),
    orFallback(logger, 'Falha ao carregar as subcategorias', () => port.listSubCategories(), []),
  ]);
  return { badges, brands, categories, subCategories };
}
