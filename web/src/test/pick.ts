import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Opens a Mantine Select and picks an option from its own list (every select keeps a list in the page). */
export async function pick(select: HTMLElement, label: string) {
  await userEvent.click(select);
  const list = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '')!);
  // In jsdom the dropdown stays display:none (its opening transition does not run), so options count as hidden.
  await userEvent.click(within(list).getByRole('option', { name: label, hidden: true }));
}
