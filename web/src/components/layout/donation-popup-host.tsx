// Shows the donation popup once per browser session, 10 s after the site loads.
// The flag is written when the popup appears, so reloading or moving between
// pages in the same session does not show it again.
import { lazy, Suspense, useEffect, useState } from 'react';
import { DONATION_POPUP_DELAY_MS, SESSION_KEYS } from '../../config/constants';

const DonationPopup = lazy(() => import('./donation-popup'));

export function DonationPopupHost() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (sessionStorage.getItem(SESSION_KEYS.donationPopupShown)) return;
    const timer = setTimeout(() => {
      sessionStorage.setItem(SESSION_KEYS.donationPopupShown, '1');
      setOpen(true);
    }, DONATION_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DonationPopup onClose={() => setOpen(false)} />
    </Suspense>
  );
}
