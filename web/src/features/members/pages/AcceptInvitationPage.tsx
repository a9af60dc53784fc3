import { Button } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AcceptInvitationDocument, InvitationPreviewDocument } from '@/gql/graphql';
import { AuthLayout, ResultText, ResultView, useMe } from '@/features/auth';
import { applyCompanyChange } from '@/features/companies';
import { storeCompanyId } from '@/shared/company/current-company';
import { errorMessage } from '@/shared/errors/error-message';
import { notifyError, notifySuccess } from '@/shared/ui/notify';
import { MEMBERS } from '../members.messages';

/** /invitations/accept?token=…: shows whom the letter invites where, and lets that user join. */
export default function AcceptInvitationPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { me, loading: meLoading } = useMe();
  const preview = useQuery(InvitationPreviewDocument, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const [accept, { loading: accepting }] = useMutation(AcceptInvitationDocument);
  const here = `/invitations/accept?token=${encodeURIComponent(token)}`;

  const join = async () => {
    try {
      const { data } = await accept({
        variables: { token },
        update: (cache, { data: d }) => {
          if (d)
            applyCompanyChange(cache, {
              kind: 'created',
              companyId: d.acceptInvitation.id,
              company: d.acceptInvitation,
            });
        },
      });
      if (!data) return;
      storeCompanyId(data.acceptInvitation.id);
      notifySuccess(MEMBERS.accepted(data.acceptInvitation.name));
      navigate('/companies', { replace: true });
    } catch (e) {
      notifyError(errorMessage(e, MEMBERS.acceptFailed));
    }
  };

  const home = (
    <Button variant="default" onClick={() => navigate('/')}>
      {MEMBERS.home}
    </Button>
  );

  if (!token || preview.error) {
    return (
      <AuthLayout>
        <ResultView kind="error" title={MEMBERS.invalidTitle} actions={home}>
          <ResultText>{token ? errorMessage(preview.error, MEMBERS.invalidTitle) : MEMBERS.noToken}</ResultText>
        </ResultView>
      </AuthLayout>
    );
  }

  const invitation = preview.data?.invitation;
  if (!invitation || meLoading) {
    return (
      <AuthLayout>
        <ResultView kind="loading" title={MEMBERS.acceptTitle} />
      </AuthLayout>
    );
  }

  if (invitation.expired) {
    return (
      <AuthLayout>
        <ResultView kind="error" title={MEMBERS.expiredTitle} actions={home}>
          <ResultText>{MEMBERS.expiredText}</ResultText>
        </ResultView>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <ResultView
        kind="mail"
        title={MEMBERS.acceptTitle}
        actions={
          me ? (
            <Button onClick={join} loading={accepting}>
              {MEMBERS.accept}
            </Button>
          ) : (
            <>
              <Button onClick={() => navigate(`/auth/login?redirect=${encodeURIComponent(here)}`)}>
                {MEMBERS.signIn}
              </Button>
              <Button variant="default" onClick={() => navigate('/auth/register')}>
                {MEMBERS.register}
              </Button>
            </>
          )
        }
      >
        <ResultText>{MEMBERS.acceptText(invitation.companyName, invitation.roleName)}</ResultText>
        <ResultText>{MEMBERS.acceptFor(invitation.email)}</ResultText>
        {!me && <ResultText>{MEMBERS.signInFirst}</ResultText>}
      </ResultView>
    </AuthLayout>
  );
}
