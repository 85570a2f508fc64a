import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantitySpinner } from './QuantitySpinner.js';

function Controlled({ initial, onChange, max }: { initial: number; onChange: (n: number) => void; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <QuantitySpinner
      value={value}
      max={max}
      onChange={(n) => {
        onChange(n);
        setValue(n);
      }}
      label="Quantité"
      decreaseLabel="Retirer un"
      increaseLabel="Ajouter un"
    />
  );
}

describe('QuantitySpinner', () => {
  it('adds and removes one with the + and − buttons', async () => {
    const onChange = jest.fn();
    render(<Controlled initial={2} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer un' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retirer un' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('spinbutton', { name: 'Quantité' })).toHaveValue(1);
  });

  it('goes down to 0 and no further', async () => {
    const onChange = jest.fn();
    render(<Controlled initial={1} onChange={onChange} />);
    const minus = screen.getByRole('button', { name: 'Retirer un' });
    await userEvent.click(minus);
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(minus).toBeDisabled();
    await userEvent.click(minus);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('stops at max', async () => {
    const onChange = jest.fn();
    render(<Controlled initial={2} max={2} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Ajouter un' })).toBeDisabled();
  });

  it('commits a typed quantity on Enter, clamped to the minimum', async () => {
    const onChange = jest.fn();
    render(<Controlled initial={3} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantité' });
    await userEvent.clear(input);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '-4' } });
    await userEvent.type(input, '{Enter}');
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('keeps the quantity when the box is left empty', async () => {
    const onChange = jest.fn();
    render(<Controlled initial={3} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantité' });
    await userEvent.clear(input);
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue(3);
  });

  it('commits a typed quantity on blur', async () => {
    const onChange = jest.fn();
    render(<Controlled initial={3} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantité' });
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith(7);
  });

  it('shows the value held again once a typed change it was refused settles', async () => {
    let refuse: () => void = () => undefined;
    const onChange = jest.fn(() => new Promise<void>((resolve) => (refuse = resolve)));
    render(<QuantitySpinner value={1} onChange={onChange} label="Quantité" decreaseLabel="Retirer un" increaseLabel="Ajouter un" />);
    const box = screen.getByRole('spinbutton', { name: 'Quantité' });
    await userEvent.clear(box);
    await userEvent.type(box, '999{Enter}');
    expect(onChange).toHaveBeenCalledWith(999);
    expect(box).toHaveValue(999);
    await act(async () => refuse());
    expect(box).toHaveValue(1);
  });

  it('keeps the new value once an accepted change settles', async () => {
    function Owner() {
      const [value, setValue] = useState(1);
      return (
        <QuantitySpinner
          value={value}
          onChange={async (n) => {
            await Promise.resolve();
            setValue(n);
          }}
          label="Quantité"
          decreaseLabel="Retirer un"
          increaseLabel="Ajouter un"
        />
      );
    }
    render(<Owner />);
    const box = screen.getByRole('spinbutton', { name: 'Quantité' });
    await userEvent.clear(box);
    await userEvent.type(box, '4{Enter}');
    await act(async () => undefined);
    expect(box).toHaveValue(4);
  });
});
