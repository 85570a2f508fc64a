import { ROUTES } from '@nougaterie/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_SHELL_PAGES } from '../pages/shellPages';
import { renderShell } from '../test/renderShell';
import { RoutePage } from './RoutePage';

const history = ROUTES.find((route) => route.owner === 'shell' && route.page === 'history')!;

describe('RoutePage, for a page the shell downloads when opened', () => {
  afterEach(() => jest.restoreAllMocks());

  it('holds the place with the skeleton until the page is here', async () => {
    renderShell(<RoutePage route={history} />, { route: history.path });
    expect(screen.getByTestId('remote-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'La nougaterie' })).toBeInTheDocument();
    expect(screen.queryByTestId('remote-loading')).not.toBeInTheDocument();
  });

  it('offers to try again when the page cannot be downloaded, and downloads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.spyOn(LAZY_SHELL_PAGES, 'history').mockRejectedValueOnce(new Error('Failed to fetch'));
    renderShell(<RoutePage route={history} />, { route: history.path });
    await userEvent.click(await screen.findByTestId('remote-retry'));
    expect(await screen.findByRole('heading', { level: 1, name: 'La nougaterie' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
