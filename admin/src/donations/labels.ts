// The donations' methods as the back office names them (the schema's DonationMethod).
import { DonationMethod } from '../gql/graphql';
import { choicesOf } from '../lib/choices';

export const methodLabels: Record<DonationMethod, string> = {
  [DonationMethod.Card]: 'Carta',
  [DonationMethod.BankTransfer]: 'Bonifico',
  [DonationMethod.PostalOrder]: 'Bollettino postale',
  [DonationMethod.Cheque]: 'Assegno',
  [DonationMethod.Cash]: 'Contanti',
};

export const methodChoices = choicesOf(methodLabels);
