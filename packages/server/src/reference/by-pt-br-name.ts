const collator = new Intl.Collator('pt-BR');

/**
 * Orders rows by name as a Brazilian reader expects ("Educação" before "Esportes", accents
 * and case not splitting the alphabet), then by id so equal names keep a stable order.
 * Sorted here rather than in SQL: a database's collation depends on how its cluster was
 * created (CI's is C.UTF-8, which puts "Ésse" after "Zé").
 */
export function byPtBrName(a: { readonly name: string; readonly id: number }, b: { readonly name: string; readonly id: number }): number {
  return collator.compare(a.name, b.name) || a.id - b.id;
}
