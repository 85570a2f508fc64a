import { STAFF_ROLES, type StaffAccount, type StaffInvite, type StaffInviteRequest } from '@nougaterie/contracts/admin';
import { Button, FormAlert, formError, Modal, VisuallyHidden, media, submitFocusingErrors, theme } from '@nougaterie/ui';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import styled from 'styled-components';
import { errorMessage } from '../common/errors.js';
import { SelectField, TextField } from '../common/fields.js';
import { formatDate, formatDateTime } from '../common/format.js';
import { Actions, Announce, Cards, LoadState, PageHead, Panel, SmallButton } from '../common/ui.js';
import { useAdminData } from '../common/useAdminData.js';
import { useStaffTitle } from '../common/useStaffTitle.js';
import { all, email, required } from '../common/validate.js';
import { useT } from '../i18n/useBackofficeText.js';
import { useStaff } from '../session/StaffSession.js';

const Row = styled.div`
  display: grid;
  gap: 0 1rem;
  ${media.sm} {
    grid-template-columns: 2fr 1fr;
  }
`;
const LinkBox = styled.p`
  padding: 0.75rem;
  background: ${theme.colors.cream};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  word-break: break-all;
  font-family: ui-monospace, monospace;
`;
const Muted = styled.span`
  color: ${theme.colors.inkSoft};
`;

/** The link an owner hands over (it is mailed too), with when it stops working. */
function InviteLink({ invite }: { invite: StaffInvite }) {
  const { t } = useT();
  const { lang } = useStaff();
  const [copied, setCopied] = useState(false);
  return (
    <Panel aria-labelledby="team-link">
      <h2 id="team-link">{t('team.link.title', { email: invite.member.email })}</h2>
      <p>{t('team.link.intro', { date: formatDateTime(invite.expires_at, lang) })}</p>
      <LinkBox>{invite.enrol_url}</LinkBox>
      <Actions>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(invite.enrol_url).then(() => setCopied(true));
          }}
        >
          {t('team.link.copy')}
        </Button>
      </Actions>
      <div role="status">{copied && t('team.link.copied')}</div>
    </Panel>
  );
}

function InviteForm({ onInvited }: { onInvited: (invite: StaffInvite) => void }) {
  const { t } = useT();
  const { api, endsSession } = useStaff();
  const onSubmit = async (values: StaffInviteRequest, form: { restart: () => void }) => {
    try {
      onInvited(await api.invite({ email: values.email.trim(), role: values.role }));
      form.restart();
      return undefined;
    } catch (error) {
      if (endsSession(error)) return undefined;
      return { [FORM_ERROR]: errorMessage(error, t, 'team.invite.failed') };
    }
  };
  return (
    <Panel aria-labelledby="team-invite">
      <h2 id="team-invite">{t('team.invite.title')}</h2>
      <Form<StaffInviteRequest> initialValues={{ role: 'staff' }} onSubmit={onSubmit}>
        {({ handleSubmit, submitting, submitError, form }) => (
          <form onSubmit={submitFocusingErrors(handleSubmit, () => form.getState().errors)} noValidate>
            <FormAlert message={formError(submitError)} />
            <Row>
              <TextField name="email" type="email" autoComplete="off" label={t('team.invite.email')} validate={all(required, email)} />
              <SelectField name="role" label={t('team.invite.role')}>
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`role.${role}`)}
                  </option>
                ))}
              </SelectField>
            </Row>
            <Button type="submit" disabled={submitting} aria-busy={submitting}>
              {t('team.invite.submit')}
            </Button>
          </form>
        )}
      </Form>
    </Panel>
  );
}

type MemberAction = 'closeSessions' | 'disable' | 'reinvite';

/** /gestion/equipe (owners): the team, invitations, and closing a member's access. */
export function TeamPage() {
  const { t } = useT();
  const { api, lang, member: me, endsSession } = useStaff();
  const { data, error, reload, replace } = useAdminData('staff', () => api.staff());
  const [invite, setInvite] = useState<StaffInvite | null>(null);
  const [outcome, setOutcome] = useState<{ message: string; tone: 'ok' | 'error' } | null>(null);
  const [confirming, setConfirming] = useState<StaffAccount | null>(null);
  useStaffTitle(t('team.title'));

  const put = (account: StaffAccount) =>
    data &&
    replace({ staff: data.staff.some((m) => m.id === account.id) ? data.staff.map((m) => (m.id === account.id ? account : m)) : [...data.staff, account] });

  const act = async (action: MemberAction, account: StaffAccount) => {
    setOutcome(null);
    try {
      if (action === 'reinvite') {
        const next = await api.reinvite(account.id);
        put(next.member);
        setInvite(next);
      } else {
        put(await (action === 'disable' ? api.disable(account.id) : api.closeSessions(account.id)));
      }
      setOutcome({ message: t(`team.done.${action}`, { name: account.name || account.email }), tone: 'ok' });
    } catch (failure) {
      if (!endsSession(failure)) setOutcome({ message: errorMessage(failure, t, 'team.failed'), tone: 'error' });
    }
    setConfirming(null);
  };

  return (
    <>
      <PageHead>
        <h1>{t('team.title')}</h1>
      </PageHead>
      <InviteForm
        onInvited={(next) => {
          setInvite(next);
          put(next.member);
        }}
      />
      {invite && <InviteLink invite={invite} />}
      <Announce message={outcome?.message ?? null} tone={outcome?.tone} />
      {!data ? (
        <LoadState error={error} onRetry={reload} />
      ) : (
        <section aria-labelledby="team-members">
          <h2 id="team-members">{t('team.members', { count: data.staff.length })}</h2>
          <Cards>
            {data.staff.map((account) => (
              <li key={account.id}>
                <strong>{account.name || account.email}</strong> · {t(`role.${account.role}`)}
                {account.disabled && <Muted> · {t('team.disabled')}</Muted>}
                {!account.enrolled && !account.disabled && <Muted> · {t('team.notEnrolled')}</Muted>}
                <br />
                {account.email}
                <br />
                <small>
                  {t('team.since', { date: formatDate(account.created_at, lang) })} ·{' '}
                  {account.last_login_at ? t('team.lastLogin', { date: formatDateTime(account.last_login_at, lang) }) : t('team.neverLogged')} ·{' '}
                  {t('team.sessions', { count: account.open_sessions })}
                </small>
                {account.id !== me?.id && (
                  <Actions>
                    {account.open_sessions > 0 && (
                      <SmallButton type="button" $variant="secondary" onClick={() => void act('closeSessions', account)}>
                        {t('team.closeSessions')}
                        <VisuallyHidden> — {account.name || account.email}</VisuallyHidden>
                      </SmallButton>
                    )}
                    <SmallButton type="button" $variant="secondary" onClick={() => void act('reinvite', account)}>
                      {t('team.reinvite')}
                      <VisuallyHidden> — {account.name || account.email}</VisuallyHidden>
                    </SmallButton>
                    {!account.disabled && (
                      <SmallButton type="button" $variant="secondary" onClick={() => setConfirming(account)}>
                        {t('team.disable')}
                        <VisuallyHidden> — {account.name || account.email}</VisuallyHidden>
                      </SmallButton>
                    )}
                  </Actions>
                )}
              </li>
            ))}
          </Cards>
        </section>
      )}
      <Modal
        open={confirming !== null}
        title={t('team.confirmDisable.title', { name: confirming?.name || confirming?.email })}
        closeLabel={t('app.close')}
        onClose={() => setConfirming(null)}
      >
        <p>{t('team.confirmDisable.text')}</p>
        <Actions>
          <Button type="button" onClick={() => confirming && void act('disable', confirming)}>
            {t('team.confirmDisable.submit')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setConfirming(null)}>
            {t('app.cancel')}
          </Button>
        </Actions>
      </Modal>
    </>
  );
}
