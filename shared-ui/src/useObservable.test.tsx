import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject, Subject } from 'rxjs';
import { useObservable } from './useObservable.js';

function Show({ source, initial }: { source: Subject<string>; initial: string }) {
  return <p>{useObservable(source, initial)}</p>;
}

describe('useObservable', () => {
  it('starts from the initial value until the stream speaks', () => {
    render(<Show source={new Subject<string>()} initial="vide" />);
    expect(screen.getByText('vide')).toBeInTheDocument();
  });

  it('takes the replayed value of a BehaviorSubject at once', () => {
    render(<Show source={new BehaviorSubject('miel')} initial="vide" />);
    expect(screen.getByText('miel')).toBeInTheDocument();
  });

  it('follows later values', () => {
    const source = new Subject<string>();
    render(<Show source={source} initial="vide" />);
    act(() => source.next('amande'));
    expect(screen.getByText('amande')).toBeInTheDocument();
  });

  it('unsubscribes on unmount', () => {
    const source = new BehaviorSubject('miel');
    const { unmount } = render(<Show source={source} initial="vide" />);
    expect(source.observed).toBe(true);
    unmount();
    expect(source.observed).toBe(false);
  });

  it('moves to a new stream when the source changes', () => {
    const first = new BehaviorSubject('un');
    const second = new BehaviorSubject('deux');
    const { rerender } = render(<Show source={first} initial="vide" />);
    rerender(<Show source={second} initial="vide" />);
    expect(screen.getByText('deux')).toBeInTheDocument();
    expect(first.observed).toBe(false);
  });
});
