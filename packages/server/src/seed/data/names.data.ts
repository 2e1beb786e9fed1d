// Common Brazilian given names and surnames, with their accents, so search and folding meet
// the names real people type. Surname weights follow roughly how common each is.

/** Given names of women. */
export const FEMALE_FIRST_NAMES: readonly string[] = [
  'Ana', 'Ana Clara', 'Beatriz', 'Bianca', 'Bruna', 'Camila', 'Carolina', 'Cecília', 'Clara', 'Daniela',
  'Débora', 'Eduarda', 'Elaine', 'Érica', 'Fernanda', 'Flávia', 'Gabriela', 'Giovanna', 'Helena', 'Heloísa',
  'Inês', 'Isabela', 'Jéssica', 'Joana', 'Júlia', 'Juliana', 'Lara', 'Larissa', 'Laura', 'Letícia',
  'Lívia', 'Lorena', 'Luana', 'Lúcia', 'Luíza', 'Maitê', 'Manuela', 'Márcia', 'Maria', 'Maria Eduarda',
  'Mariana', 'Marina', 'Natália', 'Nicole', 'Patrícia', 'Priscila', 'Rafaela', 'Raquel', 'Rebeca', 'Sabrina',
  'Sara', 'Sofia', 'Tainá', 'Tânia', 'Thaís', 'Valéria', 'Vanessa', 'Vitória', 'Yasmin', 'Zélia',
];

/** Given names of men. */
export const MALE_FIRST_NAMES: readonly string[] = [
  'André', 'Antônio', 'Arthur', 'Bernardo', 'Bruno', 'Caio', 'Carlos', 'Cauã', 'César', 'Daniel',
  'Davi', 'Diego', 'Eduardo', 'Emanuel', 'Enzo', 'Fábio', 'Felipe', 'Gabriel', 'Guilherme', 'Gustavo',
  'Heitor', 'Henrique', 'Igor', 'Íkaro', 'João', 'João Pedro', 'Joaquim', 'José', 'Kauã', 'Leonardo',
  'Lucas', 'Luís', 'Marcelo', 'Márcio', 'Matheus', 'Miguel', 'Murilo', 'Nícolas', 'Otávio', 'Paulo',
  'Pedro', 'Rafael', 'Renan', 'Ricardo', 'Rodrigo', 'Samuel', 'Sérgio', 'Thiago', 'Tomás', 'Vinícius',
];

/** Surnames with a relative weight (Silva and Santos are far more common than Falcão). */
export const SURNAMES: readonly (readonly [string, number])[] = [
  ['Silva', 20], ['Santos', 14], ['Oliveira', 10], ['Souza', 10], ['Rodrigues', 7], ['Ferreira', 7],
  ['Alves', 6], ['Pereira', 6], ['Lima', 6], ['Gomes', 5], ['Costa', 5], ['Ribeiro', 5], ['Martins', 4],
  ['Carvalho', 4], ['Araújo', 4], ['Almeida', 4], ['Lopes', 3], ['Soares', 3], ['Fernandes', 3], ['Vieira', 3],
  ['Barbosa', 3], ['Rocha', 3], ['Dias', 3], ['Nascimento', 3], ['Andrade', 2], ['Moreira', 2], ['Nunes', 2],
  ['Marques', 2], ['Machado', 2], ['Mendes', 2], ['Freitas', 2], ['Cardoso', 2], ['Ramos', 2], ['Gonçalves', 2],
  ['Santana', 2], ['Teixeira', 2], ['Cavalcanti', 1], ['Conceição', 1], ['Simões', 1], ['Magalhães', 1],
  ['Brandão', 1], ['Falcão', 1], ['Assunção', 1], ['Galvão', 1], ['Guimarães', 1], ['Leão', 1], ['Sampaio', 1],
  ['Monteiro', 1], ['Nóbrega', 1], ['Aragão', 1], ['Bezerra', 1], ['Damasceno', 1], ['Patrício', 1], ['Quintão', 1],
];
