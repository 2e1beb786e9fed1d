/**
 * Style props for an `<Input type="date">`. Chromium makes a date box four Tab stops: its day,
 * month and year parts, then the calendar button inside its shadow root. On that last stop the
 * input matches neither `:focus` nor `:focus-visible` (only `:focus-within`), so the input
 * recipe's ring vanished exactly where the keyboard user is about to open the calendar. The box
 * is ringed while anything inside it has the focus, as the recipe's ring looks, and the calendar
 * button gets a ring of its own so the person sees which part is focused.
 */
export const DATE_INPUT_FOCUS = {
  _focusWithin: { outlineWidth: '1px', outlineStyle: 'solid', outlineColor: 'var(--focus-color)', borderColor: 'var(--focus-color)' },
  css: {
    '&::-webkit-calendar-picker-indicator:focus-visible': { outline: '2px solid var(--focus-color)', outlineOffset: '1px', borderRadius: '2px' },
  },
} as const;
