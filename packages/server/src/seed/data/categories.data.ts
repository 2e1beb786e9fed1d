/** A category with its sub-categories and how often creators pick it (relative weight). */
export interface CategorySeed {
  readonly name: string;
  readonly weight: number;
  readonly subCategories: readonly string[];
}

/** Creator niches as a Brazilian brand manager would browse them; popular ones weigh more. */
export const CATEGORY_SEEDS: readonly CategorySeed[] = [
  { name: 'Moda', weight: 14, subCategories: ['Moda Feminina', 'Moda Masculina', 'Plus Size', 'Streetwear', 'Moda Sustentável'] },
  { name: 'Beleza', weight: 14, subCategories: ['Maquiagem', 'Skincare', 'Cabelos', 'Unhas', 'Perfumaria'] },
  { name: 'Gastronomia', weight: 9, subCategories: ['Receitas Caseiras', 'Confeitaria', 'Culinária Vegana', 'Restaurantes', 'Drinks'] },
  { name: 'Viagem', weight: 7, subCategories: ['Mochilão', 'Viagem de Luxo', 'Ecoturismo', 'Destinos Nacionais'] },
  { name: 'Fitness', weight: 9, subCategories: ['Musculação', 'Corrida', 'Yoga', 'Crossfit', 'Nutrição Esportiva'] },
  { name: 'Games', weight: 7, subCategories: ['Jogos Mobile', 'Console', 'PC Gamer', 'E-sports', 'Lives de Games'] },
  { name: 'Tecnologia', weight: 6, subCategories: ['Smartphones', 'Gadgets', 'Programação', 'Inteligência Artificial'] },
  { name: 'Maternidade', weight: 6, subCategories: ['Gestação', 'Bebês', 'Amamentação', 'Vida em Família'] },
  { name: 'Humor', weight: 10, subCategories: ['Stand-up', 'Esquetes', 'Memes', 'Pegadinhas'] },
  { name: 'Finanças', weight: 4, subCategories: ['Investimentos', 'Educação Financeira', 'Criptomoedas', 'Empreendedorismo'] },
  { name: 'Educação', weight: 4, subCategories: ['Vestibular e ENEM', 'Idiomas', 'Concursos', 'Divulgação Científica'] },
  { name: 'Música', weight: 7, subCategories: ['Sertanejo', 'Funk', 'MPB', 'Pagode', 'Rock', 'Gospel'] },
  { name: 'Pets', weight: 5, subCategories: ['Cães', 'Gatos', 'Pets Exóticos', 'Adestramento'] },
  { name: 'Decoração', weight: 4, subCategories: ['Decoração de Interiores', 'Faça Você Mesmo', 'Plantas', 'Organização'] },
  { name: 'Esportes', weight: 6, subCategories: ['Futebol', 'Vôlei', 'Surfe', 'Skate', 'Lutas'] },
  { name: 'Saúde e Bem-estar', weight: 5, subCategories: ['Saúde Mental', 'Meditação', 'Alimentação Saudável'] },
  { name: 'Automóveis', weight: 3, subCategories: ['Carros', 'Motos', 'Automobilismo'] },
];
