// Where creators live: each state weighs its population (IBGE 2022 census, in millions) and
// each state lists its capital and largest cities (population in thousands), spelt exactly as
// the domain's states-and-cities dataset spells them (a unit test checks every name).

/** A state: area code, population in millions, big cities with their population in thousands. */
export interface StatePlaces {
  /** The capital's telephone area code (DDD), for plausible phone numbers. */
  readonly areaCode: number;
  readonly populationMillions: number;
  readonly bigCities: readonly (readonly [string, number])[];
}

/** Places by state sigla, all 27 federative units. */
export const PLACES_BY_STATE: Readonly<Record<string, StatePlaces>> = {
  AC: { areaCode: 68, populationMillions: 0.83, bigCities: [['Rio Branco', 364], ['Cruzeiro do Sul', 91]] },
  AL: { areaCode: 82, populationMillions: 3.13, bigCities: [['Maceió', 958], ['Arapiraca', 234]] },
  AM: { areaCode: 92, populationMillions: 3.94, bigCities: [['Manaus', 2063], ['Parintins', 96], ['Itacoatiara', 103]] },
  AP: { areaCode: 96, populationMillions: 0.73, bigCities: [['Macapá', 442], ['Santana', 107]] },
  BA: {
    areaCode: 71,
    populationMillions: 14.14,
    bigCities: [['Salvador', 2418], ['Feira de Santana', 616], ['Vitória da Conquista', 370], ['Camaçari', 300], ['Juazeiro', 237], ['Ilhéus', 178]],
  },
  CE: { areaCode: 85, populationMillions: 8.79, bigCities: [['Fortaleza', 2428], ['Caucaia', 355], ['Juazeiro do Norte', 286], ['Maracanaú', 234], ['Sobral', 203]] },
  DF: { areaCode: 61, populationMillions: 2.82, bigCities: [['Brasília', 2817]] },
  ES: { areaCode: 27, populationMillions: 3.83, bigCities: [['Serra', 520], ['Vila Velha', 467], ['Cariacica', 353], ['Vitória', 322], ['Cachoeiro de Itapemirim', 185]] },
  GO: { areaCode: 62, populationMillions: 7.06, bigCities: [['Goiânia', 1437], ['Aparecida de Goiânia', 527], ['Anápolis', 398], ['Rio Verde', 225]] },
  MA: { areaCode: 98, populationMillions: 6.78, bigCities: [['São Luís', 1037], ['Imperatriz', 273], ['São José de Ribamar', 244], ['Timon', 174]] },
  MG: {
    areaCode: 31,
    populationMillions: 20.54,
    bigCities: [['Belo Horizonte', 2316], ['Uberlândia', 713], ['Contagem', 621], ['Juiz de Fora', 540], ['Montes Claros', 414], ['Betim', 411], ['Uberaba', 338]],
  },
  MS: { areaCode: 67, populationMillions: 2.76, bigCities: [['Campo Grande', 898], ['Dourados', 243], ['Três Lagoas', 132], ['Corumbá', 96]] },
  MT: { areaCode: 65, populationMillions: 3.66, bigCities: [['Cuiabá', 650], ['Várzea Grande', 300], ['Rondonópolis', 244], ['Sinop', 196]] },
  PA: { areaCode: 91, populationMillions: 8.12, bigCities: [['Belém', 1303], ['Ananindeua', 478], ['Santarém', 331], ['Marabá', 266], ['Parauapebas', 267]] },
  PB: { areaCode: 83, populationMillions: 3.97, bigCities: [['João Pessoa', 833], ['Campina Grande', 419], ['Santa Rita', 149], ['Patos', 103]] },
  PE: {
    areaCode: 81,
    populationMillions: 9.06,
    bigCities: [['Recife', 1488], ['Jaboatão dos Guararapes', 644], ['Petrolina', 387], ['Caruaru', 378], ['Olinda', 350], ['Paulista', 342]],
  },
  PI: { areaCode: 86, populationMillions: 3.27, bigCities: [['Teresina', 866], ['Parnaíba', 162], ['Picos', 83]] },
  PR: {
    areaCode: 41,
    populationMillions: 11.44,
    bigCities: [['Curitiba', 1773], ['Londrina', 555], ['Maringá', 409], ['Ponta Grossa', 358], ['Cascavel', 348], ['Foz do Iguaçu', 285]],
  },
  RJ: {
    areaCode: 21,
    populationMillions: 16.05,
    bigCities: [
      ['Rio de Janeiro', 6211], ['São Gonçalo', 896], ['Duque de Caxias', 808], ['Nova Iguaçu', 785], ['Niterói', 481],
      ['Campos dos Goytacazes', 483], ['Belford Roxo', 483], ['Petrópolis', 278], ['Volta Redonda', 261],
    ],
  },
  RN: { areaCode: 84, populationMillions: 3.30, bigCities: [['Natal', 751], ['Mossoró', 264], ['Parnamirim', 252]] },
  RO: { areaCode: 69, populationMillions: 1.58, bigCities: [['Porto Velho', 460], ['Ji-Paraná', 124], ['Ariquemes', 96], ['Vilhena', 95]] },
  RR: { areaCode: 95, populationMillions: 0.64, bigCities: [['Boa Vista', 413], ['Rorainópolis', 31]] },
  RS: {
    areaCode: 51,
    populationMillions: 10.88,
    bigCities: [['Porto Alegre', 1332], ['Caxias do Sul', 463], ['Canoas', 347], ['Pelotas', 325], ['Santa Maria', 271], ['Gravataí', 265], ['Novo Hamburgo', 227]],
  },
  SC: {
    areaCode: 48,
    populationMillions: 7.61,
    bigCities: [['Joinville', 616], ['Florianópolis', 537], ['Blumenau', 361], ['São José', 270], ['Itajaí', 264], ['Chapecó', 254], ['Criciúma', 214], ['Balneário Camboriú', 139]],
  },
  SE: { areaCode: 79, populationMillions: 2.21, bigCities: [['Aracaju', 602], ['Nossa Senhora do Socorro', 192], ['Lagarto', 101]] },
  SP: {
    areaCode: 11,
    populationMillions: 44.41,
    bigCities: [
      ['São Paulo', 11451], ['Guarulhos', 1291], ['Campinas', 1139], ['São Bernardo do Campo', 810], ['Santo André', 748],
      ['Osasco', 728], ['Sorocaba', 723], ['Ribeirão Preto', 698], ['São José dos Campos', 697], ['Jundiaí', 443],
      ['Santos', 418], ['Piracicaba', 423], ['Bauru', 379],
    ],
  },
  TO: { areaCode: 63, populationMillions: 1.51, bigCities: [['Palmas', 302], ['Araguaína', 171], ['Gurupi', 85]] },
};

/** Share of a state's creators who live in one of its big cities; the rest anywhere in the state. */
export const BIG_CITY_SHARE = 0.8;
