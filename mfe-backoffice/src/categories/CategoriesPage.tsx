import { categoriesProblems, inMenuOrder, type AdminCategories, type AdminCategory, type CategoryFormProblem } from '@nougaterie/contracts/admin';
import { Button, Field, FormAlert, media, theme, VisuallyHidden } from '@nougaterie/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { Announce, LoadState, PageHead, Panel, SmallButton } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

const List = styled.ol`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: grid;
  gap: 0.6rem;
`;
const Entry = styled.li<{ $child: boolean }>`
  border: 1px solid ${theme.colors.line};
  border-left: 4px solid ${({ $child }) => ($child ? theme.colors.line : theme.colors.honey)};
  border-radius: ${theme.radius};
  background: ${theme.colors.paper};
  padding: 0.75rem 0.75rem 0.25rem;
  margin-left: ${({ $child }) => ($child ? '1rem' : '0')};
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  h3 small {
    font-weight: 400;
    color: ${theme.colors.inkSoft};
  }
  ${media.md} {
    margin-left: ${({ $child }) => ($child ? '2rem' : '0')};
    .names {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 0 1rem;
    }
  }
`;
const Moves = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
`;

type Entry = AdminCategory;

/**
 * /gestion/categories: the shop's 17 categories in menu order. Owners rename them (French and
 * English) and change their order among their siblings; the slugs and the parents stay (the
 * shop's addresses). Staff read them. The shop's menus and pages show a change within 2 s.
 */
export function CategoriesPage() {
  const { t } = useT();
  const { api, endsSession, member, lang } = useStaff();
  const owner = member?.role === 'owner';
  const { data, error, reload, replace } = useAdminData('categories', () => api.categories());
  const [draft, setDraft] = useState<Entry[] | null>(null);
  const [problems, setProblems] = useState<CategoryFormProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  useStaffTitle(t('categoriesPage.title'));

  const entries = draft ?? data?.categories ?? [];
  const parentOf = (slug: string) => entries.find((e) => e.slug === slug)?.parent_slug ?? null;
  const shown = inMenuOrder(entries, parentOf);
  const nameOf = (slug: string) => {
    const found = entries.find((e) => e.slug === slug);
    return (found && (lang === 'en' ? found.name_en : found.name_fr)) || slug;
  };

  const change = (next: Entry[]) => {
    setDraft(next);
    setSaved(false);
  };
  const rename = (slug: string, field: 'name_fr' | 'name_en', value: string) => change(entries.map((e) => (e.slug === slug ? { ...e, [field]: value } : e)));
  /** Swaps the category with its previous (-1) or next (+1) sibling. */
  const move = (slug: string, step: -1 | 1) => {
    const siblings = shown.filter((e) => e.parent_slug === parentOf(slug));
    const at = siblings.findIndex((e) => e.slug === slug);
    const other = siblings[at + step];
    if (!other) return;
    const [a, b] = [entries.findIndex((e) => e.slug === slug), entries.findIndex((e) => e.slug === other.slug)];
    const next = [...entries];
    [next[a], next[b]] = [next[b], next[a]];
    change(next);
  };
  const fieldError = (slug: string, field: 'name_fr' | 'name_en') => {
    const found = problems.find((p) => p.slug === slug && p.field === field);
    return found ? t(`categoriesPage.errors.${found.problem}`) : undefined;
  };

  const save = async () => {
    setSaved(false);
    setFailure(null);
    const form = { categories: shown.map(({ slug, name_fr, name_en }) => ({ slug, name_fr, name_en })) };
    const found = categoriesProblems(
      form,
      entries.map((e) => e.slug),
    );
    setProblems(found);
    if (found.length) {
      setFailure(t('categoriesPage.invalid'));
      return;
    }
    setBusy(true);
    try {
      const next: AdminCategories = await api.updateCategories(form);
      replace(next);
      setDraft(null);
      setSaved(true);
    } catch (failed) {
      if (!endsSession(failed)) setFailure(errorMessage(failed, t, 'categoriesPage.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHead>
        <h1>{t('categoriesPage.title')}</h1>
      </PageHead>
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <Panel aria-labelledby="categories-list">
          <h2 id="categories-list">{t('categoriesPage.listTitle')}</h2>
          <p>{t(owner ? 'categoriesPage.intro' : 'categoriesPage.readOnly')}</p>
          <FormAlert message={failure ?? undefined} />
          <List>
            {shown.map((entry) => {
              const siblings = shown.filter((e) => e.parent_slug === entry.parent_slug);
              const at = siblings.indexOf(entry);
              const name = (lang === 'en' ? entry.name_en : entry.name_fr).trim() || entry.slug;
              return (
                <Entry key={entry.slug} $child={entry.parent_slug !== null}>
                  <h3>
                    {name}{' '}
                    <small>
                      /boutique/{entry.slug}
                      {entry.parent_slug ? ` · ${t('categoriesPage.in', { parent: nameOf(entry.parent_slug) })}` : ''}
                    </small>
                  </h3>
                  <div className="names">
                    <Field
                      label={t('categoriesPage.nameFr')}
                      value={entry.name_fr}
                      readOnly={!owner}
                      maxLength={200}
                      error={fieldError(entry.slug, 'name_fr')}
                      onChange={(event) => rename(entry.slug, 'name_fr', event.target.value)}
                    />
                    <Field
                      label={t('categoriesPage.nameEn')}
                      value={entry.name_en}
                      readOnly={!owner}
                      maxLength={200}
                      error={fieldError(entry.slug, 'name_en')}
                      onChange={(event) => rename(entry.slug, 'name_en', event.target.value)}
                    />
                  </div>
                  {owner && siblings.length > 1 && (
                    <Moves>
                      <SmallButton type="button" $variant="secondary" disabled={at === 0} onClick={() => move(entry.slug, -1)}>
                        {t('categoriesPage.up')}
                        <VisuallyHidden> : {name}</VisuallyHidden>
                      </SmallButton>
                      <SmallButton type="button" $variant="secondary" disabled={at === siblings.length - 1} onClick={() => move(entry.slug, 1)}>
                        {t('categoriesPage.down')}
                        <VisuallyHidden> : {name}</VisuallyHidden>
                      </SmallButton>
                    </Moves>
                  )}
                </Entry>
              );
            })}
          </List>
          {owner && (
            <Button type="button" disabled={busy} aria-busy={busy} onClick={() => void save()}>
              {t('categoriesPage.save')}
            </Button>
          )}
          <Announce message={saved ? t('categoriesPage.saved') : null} />
        </Panel>
      )}
    </>
  );
}
