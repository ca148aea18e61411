import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { cartLine, lineBody, renderCart, storedCart } from './cart-fixtures';

const NAME = 'Midnight Matte NFC Card';
const lineCard = () => screen.findByRole('article', { name: NAME });
const quantityOf = (line: HTMLElement) => within(line).getByRole('status', { name: /Quantity/ });

beforeEach(() => {
  localStorage.clear();
  rstest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  rstest.restoreAllMocks();
});

describe('Cart quantity stepper', () => {
  it('names every control after its product and announces the quantity politely', async () => {
    renderCart({ cart: [cartLine({ quantity: 2 })] });
    const line = await lineCard();
    expect(document.title).toBe('My Cart | Tapfolio');
    const stepper = within(line).getByRole('group', { name: `Quantity of ${NAME}` });
    expect(
      within(stepper)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([`Decrease quantity of ${NAME}`, `Increase quantity of ${NAME}`]);
    expect(quantityOf(line)).toHaveAttribute('aria-live', 'polite');
    for (const icon of stepper.querySelectorAll('svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('focusable', 'false');
    }
    const remove = within(line).getByRole('button', { name: 'Remove' });
    expect(remove).toHaveAccessibleDescription(NAME);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('increments and decrements through the server, showing the quantity it answers', async () => {
    const { host, user } = renderCart({ cart: [cartLine({ quantity: 2 })] });
    const line = await lineCard();
    expect(quantityOf(line)).toHaveTextContent('2');

    host.answer(lineBody(cartLine({ quantity: 3 })));
    await user.click(within(line).getByRole('button', { name: `Increase quantity of ${NAME}` }));
    await waitFor(() => expect(quantityOf(line)).toHaveTextContent('3'));
    expect(host.calls.at(-1)).toEqual({ url: '/cart/increment/c1', method: 'PATCH' });
    expect(storedCart()?.[0]?.quantity).toBe(3);
    expect(screen.getByText('Price (3 items)')).toBeInTheDocument();

    host.answer(lineBody(cartLine({ quantity: 2 })));
    await user.click(within(line).getByRole('button', { name: `Decrease quantity of ${NAME}` }));
    await waitFor(() => expect(quantityOf(line)).toHaveTextContent('2'));
    expect(host.calls.at(-1)).toEqual({ url: '/cart/decrement/c1', method: 'PATCH' });
    expect(storedCart()?.[0]?.quantity).toBe(2);
  });

  it('at quantity 1 shows a trash button named "Remove …" that removes the line', async () => {
    const { host, user } = renderCart({ cart: [cartLine({ quantity: 1 })] });
    const line = await lineCard();
    expect(
      within(line).queryByRole('button', { name: `Decrease quantity of ${NAME}` }),
    ).not.toBeInTheDocument();
    const trash = within(line).getByRole('button', { name: `Remove ${NAME}` });
    expect(trash.querySelector('svg')).not.toBeNull();

    host.answer(lineBody({ _id: 'c1' } as never));
    await user.click(trash);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(host.calls.at(-1)).toEqual({ url: '/cart/c1', method: 'DELETE' });
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(storedCart()).toBeNull();
  });

  it('drops the line when the server answers a decrement with null (it reached 0)', async () => {
    const { host, user } = renderCart({
      cart: [cartLine({ quantity: 2 }), cartLine({ _id: 'c2', name: 'Rose Gold Card' })],
    });
    const line = await lineCard();
    host.answer(lineBody(null));
    await user.click(within(line).getByRole('button', { name: `Decrease quantity of ${NAME}` }));
    await waitFor(() => expect(screen.queryByText(NAME)).not.toBeInTheDocument());
    expect(screen.getByText('Rose Gold Card')).toBeInTheDocument();
    expect(storedCart()?.map((stored) => stored._id)).toEqual(['c2']);
  });

  it('disables plus at 20 with a hint', async () => {
    renderCart({ cart: [cartLine({ quantity: 20 })] });
    const line = await lineCard();
    const plus = within(line).getByRole('button', { name: `Increase quantity of ${NAME}` });
    expect(plus).toBeDisabled();
    expect(plus).toHaveAccessibleDescription('You can add at most 20 of one card');
    expect(within(line).getByText('You can add at most 20 of one card')).toBeVisible();
  });

  it('shows the server message when a change is refused, keeps the quantity and logs it', async () => {
    const { host, user, toasts } = renderCart({ cart: [cartLine({ quantity: 19 })] });
    const line = await lineCard();
    host.fail(409, 'You can add at most 20 of one card');
    await user.click(within(line).getByRole('button', { name: `Increase quantity of ${NAME}` }));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', message: 'You can add at most 20 of one card' }]),
    );
    expect(quantityOf(line)).toHaveTextContent('19');
    expect(console.error).toHaveBeenCalled();
  });

  it('ignores a second tap while a quantity change is in flight', async () => {
    const { host, user } = renderCart({ cart: [cartLine({ quantity: 2 })] });
    const line = await lineCard();
    const release = host.hold();
    const plus = within(line).getByRole('button', { name: `Increase quantity of ${NAME}` });
    await user.click(plus);
    await user.click(plus);
    release(lineBody(cartLine({ quantity: 3 })));
    await waitFor(() => expect(quantityOf(line)).toHaveTextContent('3'));
    expect(host.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });
});

describe('Cart Remove', () => {
  it('sends one DELETE for a double click, then the line is gone', async () => {
    const { host, user } = renderCart({
      cart: [cartLine({ quantity: 3 }), cartLine({ _id: 'c2', name: 'Rose Gold Card' })],
    });
    const line = await lineCard();
    const release = host.hold();
    const remove = within(line).getByRole('button', { name: 'Remove' });
    await user.dblClick(remove);
    await user.click(remove);
    release({ success: true, result: { _id: 'c1' } });

    await waitFor(() => expect(screen.queryByText(NAME)).not.toBeInTheDocument());
    expect(host.calls.filter((call) => call.method === 'DELETE')).toEqual([
      { url: '/cart/c1', method: 'DELETE' },
    ]);
    expect(screen.getByText('Price (1 item)')).toBeInTheDocument();
  });

  it('keeps the line and says why when the server refuses, and lets a person try again', async () => {
    const { host, user, toasts } = renderCart({ cart: [cartLine({ quantity: 3 })] });
    const line = await lineCard();
    host.fail(404, 'This item is not in your cart');
    await user.click(within(line).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: 'error', message: 'This item is not in your cart' }]),
    );
    expect(screen.getByText(NAME)).toBeInTheDocument();

    host.answer({ success: true, result: { _id: 'c1' } });
    await user.click(within(line).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });
});
