import { ApiError } from '@nougaterie/contracts';
import { screen } from '@testing-library/react';
import { createFakeContext, renderPage, setupUser } from '@nougaterie/ui/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage.js';
import { ResetPasswordPage } from './ResetPasswordPage.js';

const user = setupUser();

describe('/sign/forgot-password', () => {
  it('gives the same answer whatever the e-mail', async () => {
    const getResetPasswordToken = jest.fn().mockResolvedValue({ message: 'Compte inconnu' });
    const { ctx } = createFakeContext({ api: { auth: { getResetPasswordToken } } });
    renderPage(ForgotPasswordPage, ctx, { path: '/sign/forgot-password', url: '/sign/forgot-password' });
    await user.type(screen.getByLabelText('Adresse e-mail'), ' personne@example.fr ');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(getResetPasswordToken).toHaveBeenCalledWith({ email: 'personne@example.fr' });
    expect(await screen.findByRole('status')).toHaveTextContent("Si un compte existe avec l'adresse personne@example.fr");
    expect(screen.queryByText('Compte inconnu')).toBeNull();
  });
});

describe('/sign/reset-password/:token?', () => {
  const PATH = '/sign/reset-password/:token?';

  it('uses the token of the link', async () => {
    const newPassword = jest.fn().mockResolvedValue({ message: 'ok' });
    const { ctx } = createFakeContext({ api: { auth: { newPassword } } });
    renderPage(ResetPasswordPage, ctx, { path: PATH, url: '/sign/reset-password/abc123' });
    expect(screen.queryByLabelText('Code de réinitialisation reçu par e-mail')).toBeNull();
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'lavande-en-fleur');
    await user.type(screen.getByLabelText('Confirmez le mot de passe'), 'lavande-en-fleur');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(newPassword).toHaveBeenCalledWith('abc123', { password: 'lavande-en-fleur' });
    expect(await screen.findByRole('status')).toHaveTextContent('Votre mot de passe a été modifié.');
  });

  it('asks for the token when the link had none, and shows an expired token refusal', async () => {
    const newPassword = jest.fn().mockRejectedValue(new ApiError('Gone', { status: 410 }));
    const { ctx } = createFakeContext({ lang: 'en', api: { auth: { newPassword } } });
    renderPage(ResetPasswordPage, ctx, { path: PATH, url: '/sign/reset-password' });
    await user.type(screen.getByLabelText('Reset code from the e-mail'), '  pasted-token ');
    await user.type(screen.getByLabelText(/^New password/), 'lavender-in-bloom');
    await user.type(screen.getByLabelText('Confirm the password'), 'lavender-in-bloom');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(newPassword).toHaveBeenCalledWith('pasted-token', { password: 'lavender-in-bloom' });
    expect(await screen.findByText('This reset link is no longer valid. Ask for a new one.')).toBeInTheDocument();
  });
});
