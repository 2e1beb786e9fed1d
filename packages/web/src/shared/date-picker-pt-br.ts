import type { DatePickerDateView, DatePickerRootProps } from '@chakra-ui/react';

type Translations = NonNullable<DatePickerRootProps['translations']>;

const PREVIOUS: Readonly<Record<DatePickerDateView, string>> = { day: 'Mês anterior', month: 'Ano anterior', year: 'Década anterior' };
const NEXT: Readonly<Record<DatePickerDateView, string>> = { day: 'Próximo mês', month: 'Próximo ano', year: 'Próxima década' };

/**
 * The names Ark's date picker gives its calendar's buttons and cells, in pt-BR: left alone they
 * are English ("Choose ...", "Switch to next month", "Clear selected dates"). The dates inside
 * (`valueText`) are already in the picker's locale.
 */
export const DATE_PICKER_TRANSLATIONS: Translations = {
  dayCell: (state) => {
    if (state.unavailable) return `Indisponível: ${state.valueText}`;
    if (state.firstInRange) return `Início do período: ${state.valueText}`;
    if (state.lastInRange) return `Fim do período: ${state.valueText}`;
    if (state.inRange) return `No período: ${state.valueText}`;
    if (state.selected) return `Data escolhida: ${state.valueText}`;
    return `Escolher ${state.valueText}`;
  },
  trigger: (open) => (open ? 'Fechar o calendário' : 'Abrir o calendário'),
  // No name of its own: the button is then named by the month and year it shows, as WCAG 2.5.3
  // asks of a control with visible text (Ark's "Switch to month view" hid them).
  viewTrigger: () => '',
  presetTrigger: ([start = '', end = '']) => `Escolher de ${start} a ${end}`,
  prevTrigger: (view) => PREVIOUS[view],
  nextTrigger: (view) => NEXT[view],
  placeholder: () => ({ day: 'dd', month: 'mm', year: 'aaaa' }),
  content: 'Calendário',
  monthSelect: 'Escolher o mês',
  yearSelect: 'Escolher o ano',
  clearTrigger: 'Limpar as datas',
  weekColumnHeader: 'Sem.',
  weekNumberCell: (weekNumber) => `Semana ${String(weekNumber)}`,
};

/**
 * How the calendar and its grids describe their role: Ark fixes these in English ("datepicker",
 * "calendar month") without a translation, so each part takes its own `aria-roledescription`.
 */
export const DATE_PICKER_ROLES = {
  content: 'seletor de data',
  day: 'calendário do mês',
  month: 'calendário do ano',
  year: 'calendário da década',
} as const;
