import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { loadCatalogue } from 'shared-contracts';
import { PasswordField } from '../src/ui/password-field';
import { renderScreen } from '../src/testing';

describe('PasswordField', () => {
  it('hides the password until the person asks to see it', async () => {
    const { user } = renderScreen(<PasswordField label="Password" defaultValue="Secret123" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('PasswordField in Tamil', () => {
  it("names its show and hide button in the person's language, with the field's label", async () => {
    const { user } = renderScreen(<PasswordField label="கடவுச்சொல்" defaultValue="Secret123" />, {
      language: await loadCatalogue('ta'),
    });
    const input = screen.getByLabelText('கடவுச்சொல்');
    await user.click(screen.getByRole('button', { name: 'கடவுச்சொல் காட்டு' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'கடவுச்சொல் மறை' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
