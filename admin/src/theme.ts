// Red Cross palette on react-admin's default theme. The red is #CC0000 (5.9:1 on white,
// AA for text); fonts are the system stack: nothing is fetched from other hosts.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#cc0000', dark: '#990000', light: '#e53935', contrastText: '#ffffff' },
    secondary: { main: '#1f2937', contrastText: '#ffffff' },
    error: { main: '#b71c1c' },
    warning: { main: '#f2c200', contrastText: '#1f1f1f' },
    info: { main: '#1565c0', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    background: { default: '#f5f5f5' },
  },
  typography: {
    fontFamily: systemFonts,
    h1: { fontSize: '1.75rem', fontWeight: 700 },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
  },
  sidebar: { width: 250, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    // Outlined fields, on react-admin's own defaults otherwise: its dense margins keep a
    // helper text ('La prenotazione si apre su ...') clear of the next field's label, and
    // one size keeps text, date, number and select fields the same height.
    MuiTextField: {
      ...defaultTheme.components?.MuiTextField,
      defaultProps: { ...defaultTheme.components?.MuiTextField?.defaultProps, variant: 'outlined' },
    },
    MuiFormControl: {
      ...defaultTheme.components?.MuiFormControl,
      defaultProps: {
        ...defaultTheme.components?.MuiFormControl?.defaultProps,
        variant: 'outlined',
      },
    },
    // react-admin's loading spinners carry no name of their own (axe: aria-progressbar-name).
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Caricamento in corso' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Caricamento in corso' } },
    // A checkbox given an aria-label (react-admin's 'Seleziona questa riga' in the lists)
    // carries it on MUI's wrapping <span>, where it names nothing, and leaves the input
    // unnamed (axe: label, aria-prohibited-attr): the name goes onto the input instead.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string; inputProps?: Record<string, unknown> }) => ({
            ...ownerState.inputProps,
            'aria-label': ownerState.inputProps?.['aria-label'] ?? ownerState['aria-label'],
          }),
        },
      },
    },
    // Labels as the spec writes them ('Nuova Notizia', 'Login'), not upper-cased.
    MuiButton: {
      ...defaultTheme.components?.MuiButton,
      styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } },
    },
  },
};
