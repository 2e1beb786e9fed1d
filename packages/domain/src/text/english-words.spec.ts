import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishWordsIn } from './english-words.js';

// Portuguese words that look like English ones, loanwords Brazilians write as they are, and
// state abbreviations: the judgement must never flag any of them, however they are joined. "more"
// (from morar) is left out on purpose: beside "show" it makes the English "show more".
const PORTUGUESE_WORDS = [
  'data', 'time', 'for', 'no', 'a', 'as', 'do', 'real', 'total', 'social', 'logo', 'remove', 'continue',
  'e-mail', 'login', 'link', 'status', 'chat', 'stories', 'feed', 'token', 'upload', 'download', 'online', 'home',
  'delivery', 'show', 'Pix', 'inválido', 'não', 'página', 'próxima', 'anterior', 'fechar', 'limpar', 'buscar',
  'nome', 'perfil', 'conta', 'carrinho', 'pagamento', 'criador', 'marca', 'agente', 'usuário', 'erro', 'user_id',
  'external_id', 'TO', 'GO', 'AM', 'PA', 'ES', 'SE', 'IT', 'OR', 'Tocantins', 'Goiás',
];
const SEPARATORS = [' ', ', ', '. ', ': ', ' — ', '\n', ' (', ') ', '"', '/', '-'];
const ENGLISH_SAMPLES = ['Close', 'next page', 'Dismiss', 'increment', 'Clear', 'Open calendar', 'the', 'Sign in', 'Try again'];

/** A text made of `words` joined by arbitrary separators, as a page or a message would. */
const textOf = (words: fc.Arbitrary<string>) =>
  fc.array(fc.tuple(words, fc.constantFrom(...SEPARATORS)), { maxLength: 12 }).map((parts) => parts.flat().join(''));

describe('englishWordsIn', () => {
  it('finds the English of untranslated component labels and SDK messages', () => {
    expect(englishWordsIn('Close')).toEqual(['close']);
    expect(englishWordsIn('Go to next page')).toEqual(['go to', 'next', 'page']);
    expect(englishWordsIn('Dismiss notification')).toEqual(['dismiss', 'notification']);
    expect(englishWordsIn('Firebase: Error (auth/internal-error).')).toEqual(['error', 'error']);
    expect(englishWordsIn('Switch to  next\nmonth')).toEqual(['switch', 'to', 'next', 'month']);
  });

  it('finds nothing in Portuguese sentences, accented or not', () => {
    expect(englishWordsIn('Não foi possível entrar agora. Tente de novo.')).toEqual([]);
    expect(englishWordsIn('Informe o user_id.')).toEqual([]);
    expect(englishWordsIn('Envie JSON (ou multipart/form-data, para arquivos).')).toEqual([]);
    expect(englishWordsIn('Palmas, TO · Goiânia, GO')).toEqual([]);
    expect(englishWordsIn('Estados: GO TO PA')).toEqual([]);
    expect(englishWordsIn('Onde você more, ali entregamos.')).toEqual([]);
    expect(englishWordsIn('Formato de resposta inválido do servidor.')).toEqual([]);
  });

  it('never flags Portuguese words, loanwords or state abbreviations, however they are joined', () => {
    fc.assert(fc.property(textOf(fc.constantFrom(...PORTUGUESE_WORDS)), (text) => englishWordsIn(text).length === 0));
  });

  it('finds an English word wherever it sits among Portuguese ones', () => {
    fc.assert(
      fc.property(
        textOf(fc.constantFrom(...PORTUGUESE_WORDS)),
        fc.constantFrom(...ENGLISH_SAMPLES),
        textOf(fc.constantFrom(...PORTUGUESE_WORDS)),
        (before, english, after) => {
          const firstWord = english.toLowerCase().split(' ')[0] ?? '';
          expect(englishWordsIn(`${before} ${english} ${after}`).join(' ')).toContain(firstWord);
        },
      ),
    );
  });

  it('does not take a word inside a longer one, accented or joined by `_`', () => {
    expect(englishWordsIn('Fechamento closed_at selecionado inválido páginas')).toEqual([]);
  });
});
