// The tax-deduction claim shared by the 5x1000 FAQ and the bank-transfer page, built
// from the spec's constants so that both pages state the same figures.
import { TAX_DEDUCTION_MAX_EUR, TAX_DEDUCTION_PERCENT } from '../../config/constants';
import { formatInteger } from '../../lib/format-number';

/** "30%" */
export const taxDeductionPercent = `${TAX_DEDUCTION_PERCENT}%`;
/** "30.000 euro" */
export const taxDeductionMax = `${formatInteger(TAX_DEDUCTION_MAX_EUR, 'always')} euro`;

export const taxDeductionSentence = `Le donazioni in denaro al comitato danno diritto a una detrazione IRPEF del ${taxDeductionPercent} dell’importo donato, per donazioni fino a ${taxDeductionMax} per anno (art. 83 del Codice del Terzo settore, D.Lgs. 117/2017).`;
