import { describe, expect, it, vi } from 'vitest';
import { createStore } from '@/lib/store';

describe('createStore', () => {
  it('tells its listeners of a new state, and only of a new one', () => {
    const store = createStore({ count: 0 });
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.getState();
    store.setState(first);
    expect(listener).not.toHaveBeenCalled();
    store.setState((state) => ({ count: state.count + 1 }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ count: 1 });
    expect(first).toEqual({ count: 0 });
  });

  it('stops telling a listener once it unsubscribes, even from inside a notification', () => {
    const store = createStore(0);
    const heard: string[] = [];
    const stopFirst = store.subscribe(() => {
      heard.push('first');
      stopFirst();
    });
    store.subscribe(() => heard.push('second'));
    store.setState(1);
    store.setState(2);
    expect(heard).toEqual(['first', 'second', 'second']);
  });
});
