import { chakra, Input, Stack, Text } from '@chakra-ui/react';
import { formatDate, isCalendarDay } from '@publi/domain';
import { useId } from 'react';
import { loadedLater } from '../loaded-later.js';
import type { CalendarDayFieldProps } from './calendar-day-picker.js';

export type { CalendarDayFieldProps } from './calendar-day-picker.js';

/**
 * A calendar day typed as dd/mm/aaaa or picked from a pt-BR calendar (`calendar-day-picker.tsx`
 * says how). The picker (Ark's date machine, the calendar arithmetic and the popover: about
 * 27 KiB) loads after the page that shows it: meanwhile the same field stands in its place,
 * showing the day but not yet taking one, and says so if the code cannot arrive.
 */
export const CalendarDayField = loadedLater<CalendarDayFieldProps>(
  () => import('./calendar-day-picker.js').then((module) => module.CalendarDayPicker),
  WaitingDayField,
);

/** The field as the picker draws it, not yet taking input. */
function WaitingDayField({ label, value, error, failed }: CalendarDayFieldProps & { readonly failed: boolean }) {
  const id = useId();
  const errorId = useId();
  const message = failed ? 'Não foi possível carregar o calendário. Recarregue a página.' : error;
  return (
    <Stack gap="1.5" flex="1">
      <chakra.label htmlFor={id} fontWeight="medium" textStyle="sm">{label}</chakra.label>
      <Input id={id} disabled readOnly placeholder="dd/mm/aaaa" value={value !== null && isCalendarDay(value) ? formatDate(value) : ''} aria-describedby={message === undefined ? undefined : errorId} />
      {message !== undefined && <Text id={errorId} fontSize="sm" color="fg.error">{message}</Text>}
    </Stack>
  );
}
