import { Button, List } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { AUTH } from '../auth.messages';
import { AuthLayout } from '../components/AuthLayout';
import { ResultText, ResultView } from '../components/ResultView';

export default function GoogleErrorPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <ResultView
        kind="error"
        title={AUTH.googleErrorTitle}
        actions={
          <>
            <Button onClick={() => navigate('/auth/login')}>{AUTH.tryAgain}</Button>
            <Button variant="default" onClick={() => navigate('/')}>
              {AUTH.home}
            </Button>
          </>
        }
      >
        <ResultText>{AUTH.googleErrorText}</ResultText>
        <List size="sm" c="dimmed" ta="left">
          {AUTH.googleErrorReasons.map((r) => (
            <List.Item key={r}>{r}</List.Item>
          ))}
        </List>
      </ResultView>
    </AuthLayout>
  );
}
