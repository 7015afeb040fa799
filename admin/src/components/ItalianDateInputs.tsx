// Date inputs in Italian whatever the browser's language: days shown and typed as
// dd/mm/yyyy, date-times as dd/mm/yyyy HH:mm (24 hours) on Rome's clock (MUI X pickers
// with date-fns' it locale); the pickers' own texts in Italian too (MUI X's itIT: the
// placeholder GG/MM/AAAA hh:mm, 'Scegli la data, la data selezionata è ...' for screen
// readers). The form values stay the API's: YYYY-MM-DD for a day, an ISO 8601 instant
// for a date-time.
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { itIT } from '@mui/x-date-pickers/locales';
import { it } from 'date-fns/locale/it';
import type { ReactNode } from 'react';
import { FieldTitle, useInput, useResourceContext, type Validator } from 'react-admin';
import {
  dayToPickerValue,
  instantToPickerValue,
  pickerValueToDay,
  pickerValueToInstant,
} from '../lib/romeTime';

/** The pickers' texts (placeholders, buttons, screen-reader labels) in Italian. */
const ITALIAN_PICKER_TEXTS = itIT.components.MuiLocalizationProvider.defaultProps.localeText;

export const INVALID_DATE_MESSAGE = 'Data non valida: usa il formato gg/mm/aaaa';
const INVALID = 'invalid-date';

const validDate: Validator = (value: unknown) =>
  value === INVALID ? INVALID_DATE_MESSAGE : undefined;

interface ItalianDateInputProps {
  source: string;
  label?: string;
  validate?: Validator | Validator[];
  helperText?: ReactNode;
  /** The earliest day offered (YYYY-MM-DD). */
  minDay?: string;
}

function useItalianInput(props: ItalianDateInputProps) {
  const resource = useResourceContext();
  const validators = [validDate, ...([] as Validator[]).concat(props.validate ?? [])];
  const input = useInput({ source: props.source, validate: validators });
  const error = input.fieldState.invalid ? input.fieldState.error?.message : undefined;
  return {
    input,
    label: (
      <FieldTitle
        label={props.label}
        source={props.source}
        resource={resource}
        isRequired={input.isRequired}
      />
    ),
    textField: {
      name: input.field.name,
      onBlur: input.field.onBlur,
      error: Boolean(error),
      helperText: error ?? props.helperText,
      fullWidth: true,
      margin: 'dense' as const,
      inputProps: { 'data-source': props.source },
    },
  };
}

/** A calendar day: dd/mm/yyyy in the field, YYYY-MM-DD in the form. */
export const ItalianDateInput = (props: ItalianDateInputProps) => {
  const { input, label, textField } = useItalianInput(props);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={it}
      localeText={ITALIAN_PICKER_TEXTS}
    >
      <DatePicker
        label={label}
        format="dd/MM/yyyy"
        enableAccessibleFieldDOMStructure={false}
        value={dayToPickerValue(input.field.value)}
        minDate={dayToPickerValue(props.minDay) ?? undefined}
        onChange={(date) => {
          if (!date) input.field.onChange(null);
          else
            input.field.onChange(Number.isNaN(date.getTime()) ? INVALID : pickerValueToDay(date));
        }}
        slotProps={{ textField }}
      />
    </LocalizationProvider>
  );
};

/** An instant: dd/mm/yyyy HH:mm on Rome's clock in the field, ISO 8601 in the form. */
export const ItalianDateTimeInput = (props: ItalianDateInputProps) => {
  const { input, label, textField } = useItalianInput(props);
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={it}
      localeText={ITALIAN_PICKER_TEXTS}
    >
      <DateTimePicker
        label={label}
        format="dd/MM/yyyy HH:mm"
        ampm={false}
        enableAccessibleFieldDOMStructure={false}
        value={instantToPickerValue(input.field.value)}
        onChange={(date) => {
          if (!date) input.field.onChange(null);
          else
            input.field.onChange(
              Number.isNaN(date.getTime()) ? INVALID : pickerValueToInstant(date),
            );
        }}
        slotProps={{ textField }}
      />
    </LocalizationProvider>
  );
};
