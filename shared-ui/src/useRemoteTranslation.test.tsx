import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initTestI18n } from './testing/i18n.js';
import { registerTexts, useRemoteTranslation } from './useRemoteTranslation.js';

const texts = { fr: { hello: 'Bonjour' }, en: { hello: 'Hello' } };

function Hello() {
  const { t } = useRemoteTranslation('demo', texts);
  return <p>{t('hello')}</p>;
}

describe('useRemoteTranslation', () => {
  beforeEach(() => initTestI18n('fr'));

  it('registers the texts under their namespace and follows the language', async () => {
    render(<Hello />);
    expect(screen.getByText('Bonjour')).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('does not let a second registration overwrite the first', () => {
    registerTexts('other', { fr: { k: 'un' }, en: { k: 'one' } });
    registerTexts('other', { fr: { k: 'deux' }, en: { k: 'two' } });
    expect(i18next.getFixedT('fr', 'other')('k')).toBe('un');
  });
});
