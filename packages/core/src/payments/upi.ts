import { fromMinorUnits } from './currency.ts';

/**
 * A UPI deep link (NPCI's `upi://pay` scheme): payee address `pa`, payee name `pn`, amount
 * `am` in rupees with two decimals, currency `cu` (INR only), note `tn` and the merchant's
 * reference `tr` (ours: the payment id, so the host can match the transfer).
 */
export function upiPayLink(p: {
  upiId: string;
  payeeName: string;
  amountMinor: number;
  note: string;
  reference: string;
}): string {
  const query = [
    ['pa', p.upiId],
    ['pn', p.payeeName],
    ['am', fromMinorUnits(p.amountMinor, 'INR').toFixed(2)],
    ['cu', 'INR'],
    ['tn', p.note.slice(0, 80)],
    ['tr', p.reference],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v ?? '')}`)
    .join('&');
  return `upi://pay?${query}`;
}
