import { isApiError } from '@nougaterie/contracts';
import { INBOX_ANSWER_MAX_LENGTH, INBOX_KINDS, type InboxKind, type InboxMessage } from '@nougaterie/contracts/admin';
import { Button, Field, FormAlert, formError, media, submitFocusingErrors, theme } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Field as FormField, Form } from 'react-final-form';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { formatDateTime } from '../common/format.js';
import { PATHS } from '../common/paths.js';
import { Announce, Cards, Fact, Facts, LoadState, Notice, PageHead, Panel } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { required } from '../common/validate.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

const Grid = styled.div`
  display: grid;
  gap: 0 1rem;
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;
/* What a person wrote, as they wrote it: line breaks kept, long words broken on a phone. */
const Written = styled.blockquote`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.almond};
  background: ${theme.colors.cream};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Hint = styled.p`
  margin: -0.5rem 0 1rem;
  font-size: 0.9rem;
  color: ${theme.colors.inkSoft};
`;

function AnswerForm({ message, onDone }: { message: InboxMessage; onDone: (message: InboxMessage, notice: string) => void }) {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const onSubmit = async (values: { body?: string }, form: { restart: () => void }) => {
    try {
      const answered = await api.answerInboxMessage(message.kind, message.id, { body: (values.body ?? '').trim() });
      form.restart();
      onDone(answered, t('inbox.answer.sent', { email: message.email }));
      return undefined;
    } catch (error) {
      if (endsSession(error)) return undefined;
      return { [FORM_ERROR]: errorMessage(error, t, 'inbox.answer.failed') };
    }
  };
  return (
    <Panel aria-labelledby="inbox-answer">
      <h2 id="inbox-answer">{t('inbox.answer.title')}</h2>
      <Form<{ body?: string }> onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
            <FormAlert message={formError(submitError)} />
            <FormField<string> name="body" validate={required}>
              {({ input, meta }) => (
                <Field
                  {...input}
                  multiline
                  maxLength={INBOX_ANSWER_MAX_LENGTH}
                  label={t('inbox.answer.body')}
                  error={meta.error && (meta.touched || meta.submitFailed) ? t(meta.error as string) : undefined}
                />
              )}
            </FormField>
            <Hint>{t('inbox.answer.hint', { email: message.email, language: t(`inbox.language.${message.lang}`) })}</Hint>
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {t('inbox.answer.submit')}
            </Button>
          </form>
        )}
      </Form>
    </Panel>
  );
}

/** /gestion/messages/:kind/:id: a message as it was written, its answers, and the answer form. */
export function InboxMessagePage() {
  const { t } = useT();
  const { api, lang, endsSession } = useStaff();
  const { kind = '', id = '' } = useParams();
  const known = (INBOX_KINDS as readonly string[]).includes(kind) && /^[1-9]\d{0,9}$/.test(id);
  const { data, error, reload, replace } = useAdminData(`${kind}/${id}`, () =>
    known ? api.inboxMessage(kind as InboxKind, Number(id)) : Promise.reject(new Error('unknown message')),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useStaffTitle(data?.subject ?? t('inbox.title'));

  const back = (
    <p>
      <Link to={PATHS.inbox}>{t('inbox.back')}</Link>
    </p>
  );
  if (!data) {
    return (
      <>
        {back}
        {!known || (isApiError(error) && error.status === 404) ? (
          <Notice $tone="error" role="alert">
            {isApiError(error) ? errorMessage(error, t, 'inbox.notFound') : t('inbox.notFound')}
          </Notice>
        ) : (
          <LoadState error={error} onRetry={reload} />
        )}
      </>
    );
  }

  const mark = async (handled: boolean) => {
    setBusy(true);
    setNotice(null);
    setFailure(null);
    try {
      replace(await api.markInboxMessage(data.kind, data.id, { handled }));
      setNotice(t(handled ? 'inbox.marked.handled' : 'inbox.marked.open'));
    } catch (failed) {
      if (!endsSession(failed)) setFailure(errorMessage(failed, t, 'inbox.marked.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {back}
      <PageHead>
        <h1>{data.subject}</h1>
      </PageHead>
      <Announce message={notice} />
      <Announce message={failure} tone="error" />
      <Grid>
        <div>
          <Panel aria-labelledby="inbox-message">
            <h2 id="inbox-message">{t(`inbox.kind.${data.kind}`)}</h2>
            <Facts>
              <Fact term={t('inbox.from')}>{data.pro ? data.pro.contact_name : data.from}</Fact>
              <Fact term={t('inbox.email')}>
                <a href={`mailto:${data.email}`}>{data.email}</a>
              </Fact>
              {data.phone && (
                <Fact term={t('inbox.phone')}>
                  <a href={`tel:${data.phone}`}>{data.phone}</a>
                </Fact>
              )}
              {data.pro && (
                <>
                  <Fact term={t('inbox.company')}>{data.pro.company}</Fact>
                  <Fact term={t('inbox.siret')}>{data.pro.siret}</Fact>
                  <Fact term={t('inbox.activity')}>{data.pro.activity}</Fact>
                </>
              )}
              <Fact term={t('inbox.received')}>{formatDateTime(data.created_at, lang)}</Fact>
              <Fact term={t('inbox.language.label')}>{t(`inbox.language.${data.lang}`)}</Fact>
              <Fact term={t('inbox.state')}>
                {data.handled_at ? t('inbox.handledOn', { date: formatDateTime(data.handled_at, lang) }) : t('inbox.toHandle')}
              </Fact>
            </Facts>
            {data.message ? <Written>{data.message}</Written> : <p>{t('inbox.noMessage')}</p>}
            <p>
              <Button type="button" $variant="secondary" disabled={busy} aria-busy={busy} onClick={() => void mark(!data.handled_at)}>
                {t(data.handled_at ? 'inbox.reopen' : 'inbox.markHandled')}
              </Button>
            </p>
          </Panel>
        </div>
        <div>
          <AnswerForm
            message={data}
            onDone={(answered, sent) => {
              replace(answered);
              setFailure(null);
              setNotice(sent);
            }}
          />
          <Panel aria-labelledby="inbox-answers">
            <h2 id="inbox-answers">{t('inbox.answers.title', { count: data.answer_list.length })}</h2>
            {data.answer_list.length === 0 ? (
              <p>{t('inbox.answers.none')}</p>
            ) : (
              <Cards>
                {data.answer_list.map((answer, index) => (
                  <li key={`${answer.created_at}-${index}`}>
                    <small>
                      {formatDateTime(answer.created_at, lang)}
                      {answer.staff_email ? ` · ${answer.staff_email}` : ''}
                    </small>
                    <Written>{answer.body}</Written>
                  </li>
                ))}
              </Cards>
            )}
          </Panel>
        </div>
      </Grid>
    </>
  );
}
