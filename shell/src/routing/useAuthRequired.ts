import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../federation/ShellContext';
import { LOGIN } from '../guards/guards';

/** A remote that meets an anonymous visitor mid-action hands them to login, coming back after. */
export function useAuthRequired() {
  const { bus } = useShell();
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = bus
      .on('auth:required')
      .subscribe(({ redirect }) => navigate(`${LOGIN}?${new URLSearchParams({ redirect }).toString()}`));
    return () => subscription.unsubscribe();
  }, [bus, navigate]);
}
