import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal.js';

function Harness({ onClose = () => undefined, side = false }: { onClose?: () => void; side?: boolean }) {
  const [open, setOpen] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setOpen(true)}>Ouvrir</button>
      <Modal
        open={open}
        side={side}
        title="MON PANIER"
        closeLabel="Fermer le panier"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={<button onClick={() => setRenders(renders + 1)}>Rafraîchir {renders}</button>}
      >
        <input aria-label="Code" />
      </Modal>
    </>
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Ouvrir' }));
  return screen.getByRole('dialog', { name: 'MON PANIER' });
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title', async () => {
    render(<Harness side />);
    const dialog = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'MON PANIER' })).toBeInTheDocument();
  });

  it('moves focus inside when it opens', async () => {
    render(<Harness />);
    await openModal();
    expect(screen.getByRole('button', { name: 'Fermer le panier' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    render(<Harness />);
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le panier' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Harness />);
    await openModal();
    const close = screen.getByRole('button', { name: 'Fermer le panier' });
    const input = screen.getByRole('textbox', { name: 'Code' });
    const last = screen.getByRole('button', { name: /Rafraîchir/ });
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('does not pull focus back when the parent re-renders', async () => {
    render(<Harness />);
    await openModal();
    const refresh = screen.getByRole('button', { name: /Rafraîchir/ });
    await userEvent.click(refresh);
    expect(screen.getByRole('button', { name: 'Rafraîchir 1' })).toHaveFocus();
  });
});
