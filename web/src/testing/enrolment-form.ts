// Filling in and sending the site's enrolment form as a person does, for the tests of the
// pages that show it.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types Lucia Gialli's name and e-mail, accepts the privacy notice and presses "Iscriviti". */
export async function sendEnrolmentForm(user: UserEvent): Promise<void> {
  await user.type(screen.getByLabelText('Nome e cognome'), 'Lucia Gialli');
  await user.type(screen.getByLabelText('Email'), 'lucia@example.it');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Iscriviti' }));
}
