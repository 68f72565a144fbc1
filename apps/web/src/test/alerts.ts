import { screen, type waitForOptions } from '@testing-library/react';

/**
 * The alert that holds a text. A screen may show other alerts beside it (a toast, another part's
 * error), and which comes first depends on what has loaded, so the first alert is not enough.
 */
export const findAlertWithText = async (text: string, options?: waitForOptions): Promise<HTMLElement> => {
  const alert = (await screen.findByText(text, {}, options)).closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`"${text}" is not inside an alert`);
  return alert;
};
