// How a donation was paid: a closed list, the GraphQL enum DonationMethod, stored and sent
// over REST as these same words. Traceable methods (everything but cash) give the donor
// the deduction of art. 83 D.Lgs 117/2017; cash does not.
import { registerEnumType } from 'type-graphql';

export enum DonationMethod {
  card = 'card',
  bank_transfer = 'bank_transfer',
  postal_order = 'postal_order',
  cheque = 'cheque',
  cash = 'cash',
}

registerEnumType(DonationMethod, {
  name: 'DonationMethod',
  description: 'How a donation was paid (cash is the only one not traceable)',
});

/** The methods' Italian names, as receipts and the accountant's CSV write them. */
export const methodLabels: Readonly<Record<DonationMethod, string>> = {
  card: 'Carta di pagamento',
  bank_transfer: 'Bonifico bancario',
  postal_order: 'Bollettino postale',
  cheque: 'Assegno',
  cash: 'Contanti',
};

/** Whether a payment by method is traceable (the tax deduction needs it). */
export function isTraceable(method: string): boolean {
  return method !== DonationMethod.cash;
}
