import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
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
