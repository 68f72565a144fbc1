import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Ltr } from './ltr';
import { PhoneText } from './phone-text';

describe('left-to-right isolation', () => {
  it('groups a phone for reading inside a ltr <bdi>, so rtl pages keep its digit order', () => {
    render(
      <p dir="rtl">
        Tel: <PhoneText phone="+994152937015" />
      </p>,
    );
    const phone = screen.getByText('+994 15 293 70 15');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });

  it('renders nothing for no phone', () => {
    const { container } = render(<PhoneText phone={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('isolates e-mail addresses and ranges too', () => {
    render(<Ltr>agent@mail.az</Ltr>);
    expect(screen.getByText('agent@mail.az')).toHaveAttribute('dir', 'ltr');
  });
});
